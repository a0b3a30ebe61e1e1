import { ArtworkMasonry } from '@/features/gallery/artwork-masonry';
import { ArtworkViewer } from '@/features/gallery/artwork-viewer';
import { SelectionPage, type SelectionViews } from '@/features/selection/selection-page';

/*
 * A private selection's page with the public gallery's cards and viewer: a feature never imports
 * another (eslint.config.js), so the app composes them here. Loaded on demand, like every page
 * but the home page (routes.tsx).
 */
const VIEWS: SelectionViews = { Masonry: ArtworkMasonry, Viewer: ArtworkViewer };

export function SelectionRoute() {
  return <SelectionPage views={VIEWS} />;
}
