import { useEffect, useState, type RefObject } from 'react';

export interface ImagesProgress {
  /** False until the images of the current `key` are counted. */
  counted: boolean;
  total: number;
  loaded: number;
  failed: number;
}

/**
 * How many of the images inside `container` have loaded, or failed to: the browser prints what it
 * has, so printing before they are all there would leave blank pages. Counts afresh whenever
 * `key` changes (another subject, a work added or changed). A failed image counts as settled, so
 * that nothing waits forever for it; the screen says which are missing.
 */
export function useImagesReady(container: RefObject<HTMLElement | null>, key: string): ImagesProgress {
  // Keyed: until the effect below has counted the images of a new key, nothing is settled (the
  // render that shows a new document comes before the effect that finds its images).
  const [progress, setProgress] = useState<ImagesProgress & { key: string | null }>({
    key: null,
    counted: false,
    total: 0,
    loaded: 0,
    failed: 0,
  });

  useEffect(() => {
    const images = [...(container.current?.querySelectorAll('img') ?? [])];
    const state = new Map<HTMLImageElement, 'pending' | 'loaded' | 'failed'>();
    const report = () => {
      const values = [...state.values()];
      setProgress({
        key,
        counted: true,
        total: values.length,
        loaded: values.filter((v) => v === 'loaded').length,
        failed: values.filter((v) => v === 'failed').length,
      });
    };
    const stops = images.map((image) => {
      // Already there (from the cache, or before this effect ran), or already broken.
      state.set(image, image.complete ? (image.naturalWidth > 0 ? 'loaded' : 'failed') : 'pending');
      const settle = (outcome: 'loaded' | 'failed') => () => {
        state.set(image, outcome);
        report();
      };
      const onLoad = settle('loaded');
      const onError = settle('failed');
      image.addEventListener('load', onLoad);
      image.addEventListener('error', onError);
      return () => {
        image.removeEventListener('load', onLoad);
        image.removeEventListener('error', onError);
      };
    });
    report();
    return () => stops.forEach((stop) => stop());
  }, [container, key]);

  const { key: countedKey, ...counts } = progress;
  return countedKey === key ? counts : { counted: false, total: 0, loaded: 0, failed: 0 };
}
