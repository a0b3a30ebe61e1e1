import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function Section() {
  return (
    <section>
      <button type="button">Lire la vidéo</button>
    </section>
  );
}

/** An IntersectionObserver the test drives: `near()` tells every observer its targets came near. */
const observers: FakeIntersectionObserver[] = [];
class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
}
function near() {
  for (const observer of observers) {
    const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
  }
}

const isHydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** A fresh copy of the module: its "first interaction" is the page's, once for all parts. */
async function freshModule() {
  vi.resetModules();
  return import('../deferred-part');
}

/** The part as the build prerendered it (its code loaded first), in a page being hydrated. */
async function prerenderedPage(
  deferredPart: Awaited<ReturnType<typeof freshModule>>['deferredPart'],
): Promise<HTMLElement> {
  const built = deferredPart(async () => Section);
  await built.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<built.Part />);
  document.body.append(container);
  return container;
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('deferredPart', () => {
  it('is in the prerendered HTML, and keeps it unhydrated and its code unloaded until it comes near', async () => {
    const { deferredPart } = await freshModule();
    const container = await prerenderedPage(deferredPart);
    expect(container.querySelector('button')).toHaveTextContent('Lire la vidéo');
    const load = vi.fn(async () => Section);
    const { Part } = deferredPart(load);
    await act(async () => void hydrateRoot(container, <Part />));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toHaveTextContent('Lire la vidéo');
    expect(isHydrated(container.querySelector('button'))).toBe(false);

    await act(async () => near());
    expect(load).toHaveBeenCalledTimes(1);
    expect(isHydrated(container.querySelector('button'))).toBe(true);
  });

  it('comes to life on a first key press anywhere, near or not', async () => {
    const { deferredPart } = await freshModule();
    const container = await prerenderedPage(deferredPart);
    const load = vi.fn(async () => Section);
    const { Part } = deferredPart(load);
    await act(async () => void hydrateRoot(container, <Part />));
    expect(load).not.toHaveBeenCalled();
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(isHydrated(container.querySelector('button'))).toBe(true);
  });

  it('rendered afresh (no prerendered HTML), loads at once', async () => {
    const { deferredPart } = await freshModule();
    const load = vi.fn(async () => Section);
    const { Part } = deferredPart(load);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Part />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toHaveTextContent('Lire la vidéo');
  });
});
