import { m } from 'motion/react';
import type { ElementType } from 'react';

interface AnimatedTitleProps {
  text: string;
  as?: ElementType;
  className?: string;
  /** Total duration of the reveal in milliseconds (SPEC: 1000 for the hero, 200 elsewhere). */
  durationMs?: number;
}

/** A title whose words rise into place one after another; still under reduced motion. */
export function AnimatedTitle({ text, as: Tag = 'h1', className, durationMs = 1000 }: AnimatedTitleProps) {
  const words = text.split(' ');
  const step = durationMs / 1000 / Math.max(words.length, 1);
  return (
    <Tag className={className} aria-label={text}>
      {words.map((word, i) => (
        <m.span
          key={`${word}-${i}`}
          aria-hidden="true"
          className="inline-block whitespace-pre"
          initial={{ opacity: 0, y: '0.4em' }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: step * 2, delay: i * step, ease: 'easeOut' }}
        >
          {i < words.length - 1 ? `${word} ` : word}
        </m.span>
      ))}
    </Tag>
  );
}
