import { Link } from 'react-router-dom';
import { STUDIO_PATHS } from '@/domain/paths';
import { useStudio } from '../shell/studio-context';
import { AddArtworkForm } from './add-artwork-form';
import { DeleteArtworkForm } from './delete-artwork-form';

/**
 * /addArticle, the spec's screen: the add form with the delete form beside it, and the way to
 * "Modifier" a work, now a door into the studio's works.
 */
export function AddArticleScreen() {
  const { backend, works } = useStudio();
  return (
    <>
      <div className="grid items-start gap-8 md:grid-cols-2">
        <AddArtworkForm backend={backend} />
        <DeleteArtworkForm backend={backend} works={works} />
      </div>
      <p>
        <Link to={STUDIO_PATHS.works} className="text-accent-dark underline">
          Modifier une œuvre
        </Link>
      </p>
    </>
  );
}

/** "Ajouter": one new work. */
export default function AddScreen() {
  const { backend } = useStudio();
  return <AddArtworkForm backend={backend} />;
}
