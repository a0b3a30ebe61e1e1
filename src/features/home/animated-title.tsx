import type { CSSProperties, ElementType } from 'react';

interface AnimatedTitleProps {
  text: string;
  as?: ElementType;
  id?: string;
  className?: string;
  /** Total duration of the reveal in milliseconds (1000 for the hero, 200 for the statement). */
  durationMs?: number;
}

/**
 * A title whose words rise into place one after another. Plain CSS (see .title-word in
 * index.css), so that the prerendered title shows before any JavaScript runs; still under
 * reduced motion.
 */
export function AnimatedTitle({ text, as: Tag = 'h1', id, className, durationMs = 1000 }: AnimatedTitleProps) {
  const words = text.split(' ');
  const step = durationMs / Math.max(words.length, 1);
  return (
    <Tag id={id} className={className}>
      {words.map((word, i) => (
        <span
          key={`${word}-${i}`}
          className="title-word inline-block whitespace-pre"
          style={{ '--word-delay': `${i * step}ms`, '--word-duration': `${step * 2}ms` } as CSSProperties}
        >
          {i < words.length - 1 ? `${word} ` : word}
        </span>
      ))}
    </Tag>
  );
}
