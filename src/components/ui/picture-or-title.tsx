import { useCallback, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';

/**
 * The neutral box a picture that failed to load leaves in its place: the picture's title as
 * text, dark on the site's paper (about 12:1), in a box of the picture's size. `className` sizes
 * and places the box (a picture's own classes); the inner box draws it, so that a background
 * among those classes cannot change its colours. `hidden` keeps it from screen readers when the
 * page already says the title (a decorative picture beside its caption, or an <img> still
 * there with its alt).
 */
export function PictureTitleBox({
  text,
  className = '',
  style,
  hidden = false,
}: {
  text: string;
  className?: string;
  style?: CSSProperties;
  hidden?: boolean;
}) {
  return (
    <span
      data-picture-fallback=""
      aria-hidden={hidden || undefined}
      className={`${className} flex overflow-hidden`}
      style={style}
    >
      <span className="flex grow items-center justify-center rounded-[inherit] bg-paper-deep p-2 text-center text-sm leading-snug text-ink [overflow-wrap:anywhere]">
        {text}
      </span>
    </span>
  );
}

/** Whether an image has finished loading nothing: broken, its error event maybe already gone. */
function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && (image.getAttribute('src') ?? '') !== '';
}

interface PictureOrTitleProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'onError' | 'ref'> {
  /** The picture's alternative text; "" for a decorative one. Shown as text if it fails. */
  alt: string;
  /** What a decorative picture's box says (the page shows it beside: the box is not read). */
  title?: string;
}

/**
 * An <img> that, if it fails to load, gives way to its title in a neutral box of its size
 * (PictureTitleBox): the box takes the picture's classes and its proportions (width and height),
 * not its style (a colour shown while it loads), so the picture's size must come from its
 * classes, as every picture of the site's does. Nothing runs until the browser reports an error,
 * except one check when the <img> is attached: a prerendered picture may have failed before the
 * page hydrated, and its error event then came before React listened for it.
 */
export function PictureOrTitle({ alt, title, className, style, width, height, ...image }: PictureOrTitleProps) {
  const src = image.src ?? '';
  // The source that failed: a new source (the live data changed the picture) tries again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const checkOnAttach = useCallback(
    (element: HTMLImageElement | null) => {
      if (element && isBroken(element)) setFailedSrc(src);
    },
    [src],
  );
  if (failedSrc !== null && failedSrc === src) {
    const proportions = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
    return (
      <PictureTitleBox text={alt || (title ?? '')} className={className} style={proportions} hidden={alt === ''} />
    );
  }
  return (
    <img
      ref={checkOnAttach}
      alt={alt}
      className={className}
      style={style}
      width={width}
      height={height}
      onError={() => setFailedSrc(src)}
      {...image}
    />
  );
}
