import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBackend } from '@/backend/types';
import type { TrashedArtwork } from '@/domain/artwork';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import { STALL_AFTER_MS } from '@/hooks/use-subscription';
import { nextTask } from '@/test/next-task';
import { createTestBackend } from '@/test/test-backend';
import { catalogue, deleteForm, renderAdminRoutes, section, STUDIO_RENDER, trashSection } from './admin-test-utils';
import { STUDIO_SCREENS } from '../shell/studio-screens';

// The photo tools load a worker bundle the tests do not need.

const WORKS_STALLED = 'La liste des œuvres ne répond pas : la connexion est lente ou interrompue.';
const TRASH_STALLED = 'La corbeille ne répond pas : la connexion est lente ou interrompue.';
const SITE_STALLED = 'Les textes du site ne répondent pas : la connexion est lente ou interrompue.';

/**
 * The test backend with a database that takes every subscription of the studio's lists and never
 * answers (as the real SDK does offline), each recorded; `answerTrash` lets the latest trash
 * subscription answer at last.
 */
function neverAnswering() {
  const subscriptions: string[] = [];
  let trashAnswer: ((trashed: TrashedArtwork[]) => void) | null = null;
  const backend: AdminBackend = {
    ...createTestBackend(),
    subscribeArtworks: (type) => {
      subscriptions.push(`articles/${type}`);
      return () => {};
    },
    subscribeTrash: (onData) => {
      subscriptions.push('trash');
      trashAnswer = onData;
      return () => {};
    },
    subscribeSite: () => {
      subscriptions.push('site');
      return () => {};
    },
  };
  return { backend, subscriptions, answerTrash: (trashed: TrashedArtwork[]) => trashAnswer?.(trashed) };
}

/** Opens a screen of the studio (by default its works) on `backend`. */
async function openStudio(backend: AdminBackend, at: string = STUDIO_PATHS.works) {
  await Promise.all(STUDIO_SCREENS.map((s) => s.load()));
  renderAdminRoutes(at, backend);
  // The studio's backend and user answer at once; the lists subscribe as it shows, and the
  // screen's code, loaded already, renders on the next task.
  await nextTask();
  await nextTask();
  await nextTask();
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
}

const siteEditor = () => within(screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!);
const count = (subscriptions: string[], name: string) => subscriptions.filter((s) => s === name).length;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the studio on a database that never answers', STUDIO_RENDER, () => {
  it('shows "Chargement…" for 10 s, then says on each screen that its list does not answer, with "Réessayer"', async () => {
    for (const [at, list, loading, message] of [
      [STUDIO_PATHS.works, catalogue, 'Chargement…', WORKS_STALLED],
      [STUDIO_PATHS.trash, trashSection, 'Chargement…', TRASH_STALLED],
      [STUDIO_PATHS.statement, siteEditor, 'Chargement des textes…', SITE_STALLED],
    ] as const) {
      cleanup();
      const { backend, subscriptions } = neverAnswering();
      await openStudio(backend, at);
      // The studio follows every list once, whichever screen is open.
      expect(subscriptions).toContain('trash');
      expect(subscriptions).toContain('site');
      expect(subscriptions).toContain('articles/Aquarelles');

      act(() => vi.advanceTimersByTime(STALL_AFTER_MS - 1));
      expect(list().getByText(loading)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(1));
      const notice = list().getByText(message).closest('[role="status"]') as HTMLElement;
      expect(notice).toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
      expect(list().queryByText(loading)).not.toBeInTheDocument();
    }
  });

  it("says so in the delete form's picker too, on the same list", async () => {
    const { backend } = neverAnswering();
    await openStudio(backend, '/addArticle?token=abc');
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    expect(deleteForm().getByRole('option', { name: 'La liste ne répond pas' })).toBeInTheDocument();
  });

  it('subscribes that list afresh on "Réessayer", keeps the focus in its section, and says so again after 10 s', async () => {
    const { backend, subscriptions } = neverAnswering();
    await openStudio(backend, STUDIO_PATHS.trash);
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));

    const retry = trashSection().getByRole('button', { name: 'Réessayer' });
    retry.focus();
    fireEvent.click(retry);
    await nextTask();
    expect(count(subscriptions, 'trash')).toBe(2);
    // The other lists were left as they were.
    expect(count(subscriptions, 'site')).toBe(1);
    expect(trashSection().queryByText(TRASH_STALLED)).not.toBeInTheDocument();
    expect(trashSection().getByText('Chargement…')).toBeInTheDocument();
    expect(section('Corbeille')).toHaveFocus();

    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    expect(trashSection().getByText(TRASH_STALLED)).toBeInTheDocument();
  });

  it('keeps the focus in the catalogue on "Réessayer" there', async () => {
    const { backend, subscriptions } = neverAnswering();
    await openStudio(backend);
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    const before = count(subscriptions, 'articles/Aquarelles');

    fireEvent.click(catalogue().getByRole('button', { name: 'Réessayer' }));
    await nextTask();
    expect(count(subscriptions, 'articles/Aquarelles')).toBe(before + 1);
    expect(section('Catalogue')).toHaveFocus();
    expect(catalogue().getByText('Chargement…')).toBeInTheDocument();
  });

  it('drops the notice once the list answers', async () => {
    const { backend, answerTrash } = neverAnswering();
    await openStudio(backend, STUDIO_PATHS.trash);
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    expect(trashSection().getByText(TRASH_STALLED)).toBeInTheDocument();

    act(() => answerTrash([]));
    await nextTask();
    expect(trashSection().queryByText(TRASH_STALLED)).not.toBeInTheDocument();
    expect(trashSection().getByText('La corbeille est vide.')).toBeInTheDocument();
  });
});
