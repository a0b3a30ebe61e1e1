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
 * When each of `wordCount` words starts to rise, and for how long, so that the last one is in
 * place `totalMs` after the first starts. Each word rises over two gaps between starts, so that
 * it overlaps the next: with n words, a gap is totalMs / (n + 1).
 */
export function wordTimings(wordCount: number, totalMs: number): { delayMs: number; durationMs: number }[] {
  const gap = totalMs / (wordCount + 1);
  return Array.from({ length: wordCount }, (_, i) => ({ delayMs: i * gap, durationMs: 2 * gap }));
}

/**
 * A title whose words rise into place one after another. Plain CSS (see .title-word in
 * index.css), so that the prerendered title shows before any JavaScript runs; still under
 * reduced motion.
 */
export function AnimatedTitle({ text, as: Tag = 'h1', id, className, durationMs = 1000 }: AnimatedTitleProps) {
  const words = text.split(' ');
  const timings = wordTimings(words.length, durationMs);
  return (
    <Tag id={id} className={className}>
      {words.map((word, i) => (
        <span
          key={`${word}-${i}`}
          className="title-word inline-block whitespace-pre"
          style={
            {
              '--word-delay': `${Math.round(timings[i]!.delayMs)}ms`,
              '--word-duration': `${Math.round(timings[i]!.durationMs)}ms`,
            } as CSSProperties
          }
        >
          {i < words.length - 1 ? `${word} ` : word}
        </span>
      ))}
    </Tag>
  );
}
