import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent } from 'react';
import type { PreparedPhoto } from '@/backend/types';
import type { PhotoEdit } from '@/domain/photo-edit';
import { checkPhoto, PHOTO_MESSAGES } from '@/domain/photo-rules';
import { heicAsJpeg } from './heic';
import { canDecodePhoto, preparePhoto } from './prepare-photo';

export type PhotoPickerState =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'invalid'; message: string }
  | {
      status: 'ready';
      /** The photo chosen (a HEIC one this browser cannot decode: a JPEG decoded from it). */
      file: File;
      /** The photo as it will be published: the photo step's result once applied. */
      previewUrl: string;
      /** What the photo step decided; null while it has not been applied (the photo as it is). */
      edit: PhotoEdit | null;
      /** Whether the photo step is open (it opens by itself when a photo is chosen). */
      editing: boolean;
    };

export interface PhotoPicker {
  state: PhotoPickerState;
  /** A callback ref for the file input, which the picker empties when it refuses or clears a photo. */
  attachInput: (input: HTMLInputElement | null) => void;
  onInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Empties the input and forgets the photo (after a successful submission). */
  clear: () => void;
  /**
   * The photo resized and encoded for upload, with the photo step's edit applied: started once the
   * step closes (applied or skipped), done once per photo and edit.
   */
  prepare: (file: File) => Promise<PreparedPhoto>;
  /** Opens the photo step again on the chosen photo. */
  openStep: () => void;
  /**
   * Closes the photo step: with an edit and its preview, the photo is prepared with the edit
   * applied to the original; with null, the photo is used as it is ("Utiliser telle quelle").
   */
  closeStep: (result: { edit: PhotoEdit; preview: Blob } | null) => void;
  /** Whether a file is being dragged over the form. */
  dragging: boolean;
  /** For the form: a photo dropped onto it, or pasted into it, is chosen as one picked is. */
  formHandlers: {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    onPaste: (event: ClipboardEvent<HTMLElement>) => void;
  };
}

function carriesFiles(transfer: DataTransfer | null): transfer is DataTransfer {
  return transfer !== null && Array.from(transfer.types).includes('Files');
}

/**
 * The photo input's logic: checks the chosen file (type, size, and for HEIC whether the browser
 * can decode it), shows a preview through an object URL revoked when it changes or on unmount,
 * and prepares the upload in the background. `onPhotoChange` receives the usable photo or null.
 */
export function usePhotoPicker(onPhotoChange: (file: File | null) => void): PhotoPicker {
  const [state, setState] = useState<PhotoPickerState>({ status: 'empty' });
  const input = useRef<HTMLInputElement | null>(null);
  const attachInput = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
  }, []);
  const selection = useRef(0);
  const prepared = useRef<{ file: File; edit: PhotoEdit | null; promise: Promise<PreparedPhoto> } | null>(null);
  /** The edit applied to the current photo, which `prepare` applies (the forms pass the file only). */
  const currentEdit = useRef<{ file: File; edit: PhotoEdit } | null>(null);

  const previewUrl = state.status === 'ready' ? state.previewUrl : null;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function prepare(file: File): Promise<PreparedPhoto> {
    const edit = currentEdit.current?.file === file ? currentEdit.current.edit : null;
    const cached = prepared.current;
    if (cached && cached.file === file && cached.edit === edit) return cached.promise;
    const promise = edit ? preparePhoto(file, edit) : preparePhoto(file);
    prepared.current = { file, edit, promise };
    // A failed preparation is not kept: a retry starts afresh.
    promise.catch(() => {
      if (prepared.current?.promise === promise) prepared.current = null;
    });
    return promise;
  }

  function refuse(message: string) {
    if (input.current) input.current.value = '';
    setState({ status: 'invalid', message });
    onPhotoChange(null);
  }

  function prepareInBackground(file: File, current: number) {
    prepare(file).catch((error: unknown) => {
      if (current !== selection.current) return;
      console.error('Photo preparation failed', error);
      refuse(PHOTO_MESSAGES.unprocessable);
    });
  }

  async function choose(chosen: File | null) {
    const current = ++selection.current;
    prepared.current = null;
    currentEdit.current = null;
    let file = chosen;
    if (!file) {
      setState({ status: 'empty' });
      onPhotoChange(null);
      return;
    }
    const check = checkPhoto(file);
    if (!check.ok) return refuse(check.message);
    if (check.needsDecodeCheck) {
      setState({ status: 'checking' });
      onPhotoChange(null);
      if (!(await canDecodePhoto(file))) {
        // Chrome and Firefox read no HEIC: decode it in the page instead.
        const decoded = await heicAsJpeg(file);
        if (current !== selection.current) return;
        if (!decoded) return refuse(PHOTO_MESSAGES.unreadable(file.name));
        file = decoded;
      }
      if (current !== selection.current) return;
    }
    // The photo step opens: the photo is prepared when it closes, once, from the original with the
    // edit applied (or as it is, when she skips the step), not now and again then.
    setState({ status: 'ready', file, previewUrl: URL.createObjectURL(file), edit: null, editing: true });
    onPhotoChange(file);
  }

  function openStep() {
    setState((previous) => (previous.status === 'ready' ? { ...previous, editing: true } : previous));
  }

  function closeStep(result: { edit: PhotoEdit; preview: Blob } | null) {
    if (state.status !== 'ready') return;
    const { file } = state;
    currentEdit.current = result ? { file, edit: result.edit } : null;
    const previewUrl = result ? URL.createObjectURL(result.preview) : URL.createObjectURL(file);
    setState({ status: 'ready', file, previewUrl, edit: result?.edit ?? null, editing: false });
    prepareInBackground(file, selection.current);
  }

  /** A photo given by a drop or a paste: shown in the input as if picked, where the browser allows. */
  function chooseGiven(files: FileList) {
    const file = files[0];
    if (!file) return;
    if (input.current) {
      try {
        input.current.files = files;
      } catch {
        // Some browsers keep a file input's list read-only; the preview still shows the photo.
      }
    }
    void choose(file);
  }

  const [dragging, setDragging] = useState(false);
  const formHandlers: PhotoPicker['formHandlers'] = {
    onDragOver(event) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave(event) {
      // Leaving for a child of the form is not leaving the form.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(event) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      setDragging(false);
      chooseGiven(event.dataTransfer.files);
    },
    onPaste(event) {
      // Text pasted into a field is left alone; a pasted image is the photo.
      if (event.clipboardData.files.length === 0) return;
      event.preventDefault();
      chooseGiven(event.clipboardData.files);
    },
  };

  function clear() {
    selection.current++;
    prepared.current = null;
    currentEdit.current = null;
    if (input.current) input.current.value = '';
    setState({ status: 'empty' });
    onPhotoChange(null);
  }

  return {
    state,
    attachInput,
    onInputChange: (event) => void choose(event.currentTarget.files?.[0] ?? null),
    clear,
    prepare,
    openStep,
    closeStep,
    dragging,
    formHandlers,
  };
}
