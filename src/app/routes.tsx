import type { RouteObject } from 'react-router-dom';
import { GALLERIES } from '@/domain/galleries';
import { PATHS } from '@/domain/paths';
import { HomePage } from '@/features/home/home-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/**
 * The route table. Paths match case-insensitively (react-router's default), so /Admin works.
 * Pages other than the home page load on demand, each with what it alone needs.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: PATHS.home, element: <HomePage /> },
      {
        path: PATHS.press,
        lazy: async () => ({ Component: (await import('@/features/press/press-page')).PressPage }),
      },
      ...GALLERIES.map(
        (gallery): RouteObject => ({
          path: gallery.path,
          lazy: async () => {
            const { GalleryPage } = await import('@/features/gallery/gallery-page');
            return { Component: () => <GalleryPage gallery={gallery} /> };
          },
        }),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
