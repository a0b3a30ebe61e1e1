import { Link, useParams } from 'react-router-dom';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import { noteClass } from '../shared/form-styles';
import { SiteTextScreen } from '../site-texts/site-text-screen';
import { useStudio } from '../shell/studio-context';
import { ClippingEditor } from './clipping-editor';
import { PressGrid } from './press-grid';

/** "Presse": the grid of the clippings at /studio/presse, one clipping's editor at /studio/presse/<n>. */
export default function PressScreen() {
  const { backend } = useStudio();
  const rest = useParams()['*'] ?? '';
  const position = /^\d+$/.test(rest) ? Number(rest) : null;
  return (
    <SiteTextScreen>
      {(site) => {
        if (rest === '') return <PressGrid backend={backend} stored={site.press} />;
        if (position !== null && position >= 1 && position <= site.press.length) {
          // Keyed by place: another clipping's editor starts afresh.
          return <ClippingEditor key={position} backend={backend} stored={site.press} index={position - 1} />;
        }
        return (
          <p className={noteClass}>
            Cet article n’existe pas (ou plus).{' '}
            <Link to={STUDIO_PATHS.press} className="underline underline-offset-4">
              Voir tous les articles
            </Link>
          </p>
        );
      }}
    </SiteTextScreen>
  );
}
