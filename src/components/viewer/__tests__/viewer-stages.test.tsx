import { render } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Viewer, type ViewerItem } from '../viewer';

const ITEMS: ViewerItem[] = [
  { key: '0', src: '/images/0-1200.webp', alt: 'Falaises, n° 0', width: 1200, height: 1500 },
  { key: '1', src: '/images/1-1200.webp', alt: 'Verger, n° 1', width: 1200, height: 1500 },
];

/** The viewer measures its container to fit the picture: jsdom lays nothing out. */
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 1024 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('yarl__container') ? 768 : 0;
  });
  return () => vi.restoreAllMocks();
});

/** What the dialog holds. */
function seen() {
  const dialog = document.querySelector('[role="dialog"]');
  return {
    container: !!dialog?.querySelector('.yarl__container'),
    navigation: !!dialog?.querySelector('button[aria-label="Œuvre suivante"]'),
    panel: !!dialog?.querySelector('h2'),
    picture: !!dialog?.querySelector('img'),
    toolbar: !!dialog?.querySelector('button[aria-label="Fermer"]'),
  };
}

describe('Viewer opening', () => {
  it('commits the container, then the picture, then the toolbar: each in a commit of its own', () => {
    // What the dialog held after each commit. A commit is never split across tasks: the library
    // committed them all at once, in a work page's longest task.
    const commits: ReturnType<typeof seen>[] = [];
    render(
      <Profiler id="viewer" onRender={() => commits.push(seen())}>
        <Viewer
          items={ITEMS}
          index={1}
          onIndexChange={() => {}}
          onClose={() => {}}
          labels={{ previous: 'Œuvre précédente', next: 'Œuvre suivante' }}
          renderPanel={(shown, titleId) => <h2 id={titleId}>{ITEMS[shown]!.alt.split(',')[0]}</h2>}
        />
      </Profiler>,
    );
    // The container (focused), the panel naming the dialog and the navigation listening to the
    // keys come before the picture, which comes before the toolbar.
    expect(commits).toContainEqual({ container: true, navigation: true, panel: true, picture: false, toolbar: false });
    expect(commits).toContainEqual({ container: true, navigation: true, panel: true, picture: true, toolbar: false });
    expect(commits.at(-1)).toEqual({ container: true, navigation: true, panel: true, picture: true, toolbar: true });
    expect(document.querySelector('[role="dialog"]')).toContainElement(document.activeElement as HTMLElement);
  });
});
