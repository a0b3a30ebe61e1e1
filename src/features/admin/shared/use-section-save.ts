import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { BackendError, type AdminBackend, type NewSitePicture, type PreparedPhoto } from '@/backend/types';
import type { SiteContent, SitePicture, SiteSection } from '@/domain/site-content';
import { PHOTO_MESSAGES } from '@/domain/photo-rules';
import { studioErrorMessage } from './messages';
import type { SubmitPhase } from '../photos/upload-progress';
import type { PhotoPicker } from '../photos/use-photo-picker';

/** A photo the browser could not prepare (its message is PHOTO_MESSAGES.unprocessable). */
class UnprocessablePhoto extends Error {}

interface SectionPicture<S extends SiteSection> {
  picker: PhotoPicker;
  file: File;
  into: (value: SiteContent[S], picture: SitePicture, extra: string[]) => SiteContent[S];
}

/** A save refused because the section changed since the form was filled: what is stored now. */
export interface SectionConflict<S extends SiteSection> {
  /** What the form started from, and what is stored now (undefined when not known). */
  base: SiteContent[S];
  current: SiteContent[S] | undefined;
}

/**
 * Saving one section of the site: the photo prepared and uploaded when there is one, the
 * section written whole through the write path from the value the form started from (`base`),
 * and on failure the French message, or on a conflict its details (conflict-panel.tsx), with
 * the form's values left as they were (nothing the painter typed is lost).
 */
/** What a site section's form gets to save: useSectionSave's result. */
export type SectionSave<S extends SiteSection> = ReturnType<typeof useSectionSave<S>>;

export function useSectionSave<S extends SiteSection>(backend: AdminBackend, section: S) {
  const [phase, setPhase] = useState<SubmitPhase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SectionConflict<S> | null>(null);
  const [busy, setBusy] = useState(false);
  const last = useRef<{ value: SiteContent[S]; picture?: SectionPicture<S> } | null>(null);

  async function write(value: SiteContent[S], base: SiteContent[S], picture?: SectionPicture<S>): Promise<void> {
    let newPicture: NewSitePicture<S> | undefined;
    if (picture) {
      setPhase({ step: 'preparing' });
      const photo: PreparedPhoto | null = await picture.picker.prepare(picture.file).catch((error: unknown) => {
        console.error('Photo preparation failed', error);
        return null;
      });
      if (!photo) throw new UnprocessablePhoto();
      newPicture = { photo, into: picture.into };
      setPhase({ step: 'uploading', fraction: 0 });
    }
    await backend.saveSiteSection(section, value, base, newPicture, (fraction) =>
      setPhase({ step: 'uploading', fraction }),
    );
  }

  /**
   * Resolves true once written; false when it failed (the failure or the conflict is then
   * shown). `appends`: the save only adds to the section (a new clipping), so on a conflict it
   * is made again once onto what is stored now, which it cannot overwrite.
   */
  async function save(
    value: SiteContent[S],
    base: SiteContent[S],
    picture?: SectionPicture<S>,
    { appends = false }: { appends?: boolean } = {},
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setFailure(null);
    setConflict(null);
    last.current = { value, picture };
    try {
      try {
        await write(value, base, picture);
      } catch (error) {
        const current = error instanceof BackendError && error.code === 'conflict' ? error.current : undefined;
        if (!appends || current === undefined) throw error;
        const onto = current as SiteContent[S];
        await write(onto, onto, picture);
      }
      toast.success('Enregistré');
      return true;
    } catch (error) {
      if (error instanceof UnprocessablePhoto) {
        setFailure(PHOTO_MESSAGES.unprocessable);
        return false;
      }
      if (error instanceof BackendError && error.code === 'conflict' && !appends) {
        // Not a failure: the form shows what changed and lets her choose.
        console.info('Save refused: the section changed elsewhere.', error.current);
        setConflict({ base, current: error.current as SiteContent[S] | undefined });
        return false;
      }
      console.error(error);
      setFailure(studioErrorMessage(error, 'save'));
      return false;
    } finally {
      setPhase({ step: 'idle' });
      setBusy(false);
    }
  }

  /** "Écraser": the refused save again, from what is stored now. */
  async function overwrite(): Promise<boolean> {
    if (!conflict || conflict.current === undefined || !last.current) return false;
    return save(last.current.value, conflict.current, last.current.picture);
  }

  return { save, overwrite, dismissConflict: () => setConflict(null), phase, failure, conflict, busy };
}
