import { BrowserRouter } from 'react-router-dom';
import type { SiteContent } from '@/domain/site-content';
import { InitialArtworksProvider, type InitialArtworks } from '@/features/gallery/initial-artworks';
import { InitialSiteContentProvider } from '@/hooks/initial-site-content';
import { AppRoutes } from './app-routes';

export function App({
  initialArtworks,
  initialSite,
}: {
  initialArtworks: InitialArtworks;
  initialSite: SiteContent | undefined;
}) {
  return (
    <InitialSiteContentProvider value={initialSite}>
      <InitialArtworksProvider value={initialArtworks}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </InitialArtworksProvider>
    </InitialSiteContentProvider>
  );
}
