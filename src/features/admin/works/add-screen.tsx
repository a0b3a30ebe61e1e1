import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ARTWORK_TYPES, type ArtworkType } from '@/domain/artwork';
import { galleryOf } from '@/domain/galleries';
import { STUDIO_PATHS, studioWorkPath } from '@/domain/studio-paths';
import { useStudio } from '../shell/studio-context';
import { hintClass, primaryButtonClass, sectionClass, sectionTitleClass } from '../shared/form-styles';
import { worksOfType } from '../shared/use-studio-data';
import { AddArtworkForm } from './add-artwork-form';
import { ArtworkPicker } from './artwork-picker';
import { DeleteArtworkForm } from './delete-artwork-form';
import { AddWorkEditor } from './work-editor';

/**
 * "Modifier", the spec's separate edit form, now a door: the work chosen by type and title opens
 * in the studio's editor, at its own address.
 */
function EditDoor() {
  const { works } = useStudio();
  const prefix = `modif${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const [type, setType] = useState<ArtworkType>(ARTWORK_TYPES[0]);
  const [key, setKey] = useState<string | null>(null);
  const list = worksOfType(works, type);
  const selected = list.data?.find((artwork) => artwork.key === key) ?? null;
  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className={sectionTitleClass}>
        Modifier
      </h2>
      <div className="space-y-4">
        <ArtworkPicker
          prefix={prefix}
          legend="Œuvre à modifier"
          type={type}
          onTypeChange={(next) => {
            setType(next);
            setKey(null);
          }}
          list={list}
          selected={selected}
          onSelect={(artwork) => setKey(artwork?.key ?? null)}
        />
        {selected ? (
          <Link to={studioWorkPath(galleryOf(selected.type).path, selected.key)} className={primaryButtonClass}>
            Modifier cette œuvre
          </Link>
        ) : (
          <p className={hintClass}>
            Choisissez l'œuvre, ou parcourez{' '}
            <Link to={STUDIO_PATHS.works} className="text-accent-dark underline">
              toutes les œuvres
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * /addArticle, the spec's screen: the add form with the delete form beside it, and "Modifier",
 * a door into the studio's editor.
 */
export function AddArticleScreen() {
  const { backend, works } = useStudio();
  return (
    <div className="grid items-start gap-8 md:grid-cols-2">
      <AddArtworkForm backend={backend} />
      <div className="space-y-8">
        <DeleteArtworkForm backend={backend} works={works} />
        <EditDoor />
      </div>
    </div>
  );
}

/** "Ajouter": the works' editor, empty. */
export default function AddScreen() {
  return <AddWorkEditor />;
}
