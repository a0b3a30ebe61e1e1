import { useId } from 'react';
import { toast } from 'react-toastify';
import type { AdminBackend } from '@/backend/types';
import { ArtworkFields } from './artwork-fields';
import { emptyArtworkForm, fieldsFromForm } from './artwork-form-values';
import { dropTargetClass, sectionClass, sectionTitleClass } from '../shared/form-styles';
import { WorkPhotoField } from '../photos/work-photo-field';
import { SaveBar } from '../shared/save-bar';
import { useArtworkForm } from './use-artwork-form';

export function AddArtworkForm({ backend }: { backend: AdminBackend }) {
  const prefix = `ajout${useId()}`;
  const titleId = `${prefix}-titre-section`;
  const { form, picker, phase, failure, onSubmit, busy } = useArtworkForm({
    prefix,
    photoRequired: true,
    save: async (values, photo, onProgress) => {
      if (!photo) return; // the rules require one
      await backend.addArtwork(fieldsFromForm(values), photo, onProgress);
      toast.success('Bien envoyer');
      form.reset(emptyArtworkForm());
      picker.clear();
    },
  });

  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className={sectionTitleClass}>
        Ajouter une œuvre
      </h2>
      <form
        noValidate
        onSubmit={onSubmit}
        {...picker.formHandlers}
        className={`space-y-4 ${picker.dragging ? dropTargetClass : ''}`}
      >
        <ArtworkFields
          prefix={prefix}
          form={form}
          photoField={<WorkPhotoField prefix={prefix} form={form} picker={picker} />}
        />
        <SaveBar phase={phase} failure={failure} busy={busy} label="Valider" />
      </form>
    </section>
  );
}
