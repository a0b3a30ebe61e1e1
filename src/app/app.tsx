import { BrowserRouter } from 'react-router-dom';
import { InitialArtworksProvider, type InitialArtworks } from '@/features/gallery/initial-artworks';
import { AppRoutes } from './app-routes';

export function App({ initialArtworks }: { initialArtworks: InitialArtworks }) {
  return (
    <InitialArtworksProvider value={initialArtworks}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </InitialArtworksProvider>
  );
}
