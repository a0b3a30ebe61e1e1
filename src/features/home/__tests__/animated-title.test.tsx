import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnimatedTitle, wordTimings } from '../animated-title';

describe('wordTimings', () => {
  it.each([1, 2, 3, 5])('has the last of %i words in place at the total duration', (count) => {
    const timings = wordTimings(count, 1000);
    const last = timings.at(-1)!;
    expect(last.delayMs + last.durationMs).toBeCloseTo(1000);
    expect(timings[0]!.delayMs).toBe(0);
  });

  it('starts the words one after another, each overlapping the next', () => {
    const [first, second, third] = wordTimings(3, 1000);
    expect(second!.delayMs).toBeGreaterThan(first!.delayMs);
    expect(third!.delayMs).toBeGreaterThan(second!.delayMs);
    expect(first!.delayMs + first!.durationMs).toBeGreaterThan(second!.delayMs);
  });
});

describe('AnimatedTitle', () => {
  it('shows the whole text as one heading, each word with its timing', () => {
    render(<AnimatedTitle text="Prénom Nom" durationMs={1000} />);
    // jsdom's accessible name drops the space that `whitespace-pre` keeps in a browser (the
    // browser tests find the heading by its name): the text is checked here.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Prénom Nom');
    const words = heading.querySelectorAll<HTMLElement>('.title-word');
    expect([...words].map((w) => w.style.getPropertyValue('--word-delay'))).toEqual(['0ms', '333ms']);
    expect([...words].map((w) => w.style.getPropertyValue('--word-duration'))).toEqual(['667ms', '667ms']);
  });
});
