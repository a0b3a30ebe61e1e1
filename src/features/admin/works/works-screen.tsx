import { Link, useLocation } from 'react-router-dom';
import { ARTWORK_TYPE_LABELS } from '@/domain/artwork';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import { useStudio, useStudioPlace } from '../shell/studio-context';
import { noteClass } from '../shared/form-styles';
import { Catalogue, catalogueName } from './catalogue';
import { WorkEditor } from './work-editor';
import { worksRouteAt } from './works-routes';

/**
 * "Œuvres", at /studio/oeuvres and below: a gallery's works at /studio/oeuvres/<gallery>, one
 * work's editor at /studio/oeuvres/<gallery>/<key> (see worksRouteAt).
 */
export default function WorksScreen() {
  const { backend, works } = useStudio();
  const route = worksRouteAt(useLocation().pathname);
  // Named here once, for the grid and for the editor: one place at a time for the title.
  const work =
    route.kind === 'work' ? works.data?.[route.gallery.type].find((artwork) => artwork.key === route.key) : undefined;
  useStudioPlace(
    route.kind === 'gallery' ? ARTWORK_TYPE_LABELS[route.gallery.type] : work ? catalogueName(work) : null,
  );
  if (route.kind === 'work') return <WorkEditor gallery={route.gallery} workKey={route.key} />;
  if (route.kind === 'gallery') return <Catalogue backend={backend} works={works} gallery={route.gallery} />;
  return (
    <div role="alert" className={noteClass}>
      <p>Cette adresse ne mène à aucune galerie de l'atelier.</p>
      <p className="mt-2">
        <Link to={STUDIO_PATHS.works} className="text-accent-dark underline underline-offset-2">
          Revenir aux œuvres
        </Link>
      </p>
    </div>
  );
}
