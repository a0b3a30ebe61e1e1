import { useState } from 'react';
import { toast } from 'react-toastify';
import type { AdminBackend, NewSitePicture, PreparedPhoto } from '@/backend/types';
import type { SiteContent, SitePicture, SiteSection } from '@/domain/site-content';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { studioErrorMessage } from '../messages';
import type { SubmitPhase } from '../upload-progress';
import type { PhotoPicker } from '../use-photo-picker';

/**
 * Saving one section of the site: the photo prepared and uploaded when there is one, the
 * section written whole through the write path, and on failure the French message, with the
 * form's values left as they were (nothing the painter typed is lost).
 */
export function useSectionSave<S extends SiteSection>(backend: AdminBackend, section: S) {
  const [phase, setPhase] = useState<SubmitPhase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Resolves true once written; false when it failed (the failure is then shown). */
  async function save(
    value: SiteContent[S],
    picture?: {
      picker: PhotoPicker;
      file: File;
      into: (value: SiteContent[S], picture: SitePicture) => SiteContent[S];
    },
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setFailure(null);
    try {
      let newPicture: NewSitePicture<S> | undefined;
      if (picture) {
        setPhase({ step: 'preparing' });
        const photo: PreparedPhoto | null = await picture.picker.prepare(picture.file).catch((error: unknown) => {
          console.error('Photo preparation failed', error);
          return null;
        });
        if (!photo) {
          setFailure(PHOTO_MESSAGES.unprocessable);
          return false;
        }
        newPicture = { photo, into: picture.into };
        setPhase({ step: 'uploading', fraction: 0 });
      }
      await backend.saveSiteSection(section, value, newPicture, (fraction) =>
        setPhase({ step: 'uploading', fraction }),
      );
      toast.success('Enregistré');
      return true;
    } catch (error) {
      console.error(error);
      setFailure(studioErrorMessage(error, 'save'));
      return false;
    } finally {
      setPhase({ step: 'idle' });
      setBusy(false);
    }
  }

  return { save, phase, failure, busy };
}
