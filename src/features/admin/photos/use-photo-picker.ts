import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent } from 'react';
import type { PreparedPhoto } from '@/backend/types';
import { checkPhoto, PHOTO_MESSAGES } from '@/domain/photo-rules';
import { canDecodePhoto, preparePhoto } from './prepare-photo';

export type PhotoPickerState =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; file: File; previewUrl: string };

export interface PhotoPicker {
  state: PhotoPickerState;
  /** A callback ref for the file input, which the picker empties when it refuses or clears a photo. */
  attachInput: (input: HTMLInputElement | null) => void;
  onInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Empties the input and forgets the photo (after a successful submission). */
  clear: () => void;
  /** The photo resized and encoded for upload; started as soon as it is chosen, done once per photo. */
  prepare: (file: File) => Promise<PreparedPhoto>;
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
  const prepared = useRef<{ file: File; promise: Promise<PreparedPhoto> } | null>(null);

  const previewUrl = state.status === 'ready' ? state.previewUrl : null;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function prepare(file: File): Promise<PreparedPhoto> {
    const cached = prepared.current;
    if (cached && cached.file === file) return cached.promise;
    const promise = preparePhoto(file);
    prepared.current = { file, promise };
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

  async function choose(file: File | null) {
    const current = ++selection.current;
    prepared.current = null;
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
      const readable = await canDecodePhoto(file);
      if (current !== selection.current) return;
      if (!readable) return refuse(PHOTO_MESSAGES.heicUnreadable);
    }
    setState({ status: 'ready', file, previewUrl: URL.createObjectURL(file) });
    onPhotoChange(file);
    prepare(file).catch((error: unknown) => {
      if (current !== selection.current) return;
      console.error('Photo preparation failed', error);
      refuse(PHOTO_MESSAGES.unprocessable);
    });
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
    dragging,
    formHandlers,
  };
}
