import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWER_MESSAGES } from '@/content/viewer-messages';

/** How the viewer's code arrives in each test: never (still opening), or not at all (failed). */
let viewerCode: 'pending' | 'failing' = 'pending';

vi.mock('../viewer', async () => {
  if (viewerCode === 'failing') throw new Error('network down');
  return new Promise(() => {});
});

/** A page with a link behind the dialog, which the keyboard must not reach while it is open. */
async function openViewer(onClose = vi.fn()) {
  // A fresh module each time: lazy-viewer keeps the code it loaded (or is loading) at module level.
  vi.resetModules();
  const { LazyViewer } = await import('../lazy-viewer');
  render(
    <>
      <a href="#behind">Derrière</a>
      <LazyViewer
        items={[]}
        index={0}
        onIndexChange={() => {}}
        onClose={onClose}
        labels={{ previous: 'Œuvre précédente', next: 'Œuvre suivante' }}
        renderPanel={() => null}
      />
    </>,
  );
  return onClose;
}

describe('LazyViewer while the viewer’s code is not there', () => {
  beforeEach(() => {
    viewerCode = 'pending';
  });

  it('is a modal dialog saying it is opening, with focus on its close button', async () => {
    await openViewer();
    const dialog = screen.getByRole('dialog', { name: VIEWER_MESSAGES.loading });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: VIEWER_MESSAGES.close })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await openViewer();
    const close = screen.getByRole('button', { name: VIEWER_MESSAGES.close });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = await openViewer();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says when the code could not load, and Tab goes round "Réessayer" and "Fermer" only', async () => {
    viewerCode = 'failing';
    const user = userEvent.setup();
    await openViewer();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(VIEWER_MESSAGES.failed));
    const retry = screen.getByRole('button', { name: VIEWER_MESSAGES.retry });
    const close = screen.getByRole('button', { name: VIEWER_MESSAGES.close });
    expect(close).toHaveFocus();
    await user.tab();
    expect(retry).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(retry).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
