import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
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
  };
}
