import { AnimatePresence, m } from 'motion/react';
import { useEffect, useId, useRef } from 'react';
import type { Artwork } from '@/domain/artwork';
import { titleWithoutDigits } from '@/domain/title';
import { ArtworkImage } from './artwork-image';

interface ArtworkOverlayProps {
  artwork: Artwork | null;
  showsDimensions: boolean;
  onClose: () => void;
}

const SPRING = { type: 'spring', damping: 25, stiffness: 120 } as const;
const SCROLL_TOLERANCE_PX = 24;

/**
 * The enlarged work, as a modal dialog. A click anywhere (on the work or around it), Escape or
 * a scroll closes it (SPEC section 4); focus goes to it when it opens and stays inside.
 * Giving focus back to the card is the gallery's job, since it knows which card opened it.
 */
export function ArtworkOverlay({ artwork, showsDimensions, onClose }: ArtworkOverlayProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const open = artwork !== null;

  useEffect(() => {
    if (!open) return;
    dialogRef.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // Keep focus inside: the dialog holds a single control, its close button.
      if (event.key === 'Tab') {
        event.preventDefault();
        dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
      }
    };
    // A scroll closes it (SPEC), once the page has really moved: the tail of a scroll that was
    // still gliding when the visitor clicked must not close what they just opened.
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > SCROLL_TOLERANCE_PX) onClose();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, onClose]);

  return (
    <AnimatePresence>
      {artwork && (
        <m.div
          key="overlay"
          data-testid="overlay"
          className="fixed inset-0 z-40 flex items-center justify-center bg-ink/80 p-4"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          onClick={onClose}
        >
          <m.div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            className="flex max-h-full w-full max-w-3xl flex-col overflow-hidden rounded-lg bg-paper shadow-2xl focus:outline-none"
            initial={{ scale: 0.85, y: 40 }}
            animate={{ scale: 1, y: 0 }}
            exit={{ scale: 0.9, y: 20 }}
            transition={SPRING}
          >
            <ArtworkImage
              artwork={artwork}
              sizes="(min-width: 48rem) 48rem, 100vw"
              loading="eager"
              className="max-h-[65svh] w-full bg-paper-deep object-contain"
            />
            <div className="flex items-start justify-between gap-4 p-5">
              <div>
                <h2 id={titleId} className="text-2xl">
                  {titleWithoutDigits(artwork.title)}
                </h2>
                <p className="mt-1 text-muted">Numéro : {artwork.subtitle}</p>
                {showsDimensions && artwork.dimensions && (
                  <p className="text-muted">Dimensions : {artwork.dimensions}</p>
                )}
                {artwork.description && <p className="mt-3 leading-relaxed">{artwork.description}</p>}
              </div>
              <button
                type="button"
                onClick={onClose}
                className="shrink-0 rounded-full border border-ink/20 px-4 py-2 text-sm hover:bg-ink hover:text-paper"
              >
                Fermer
              </button>
            </div>
          </m.div>
        </m.div>
      )}
    </AnimatePresence>
  );
}
