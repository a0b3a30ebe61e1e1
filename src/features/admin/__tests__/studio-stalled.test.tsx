import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBackend } from '@/backend/types';
import type { TrashedArtwork } from '@/domain/artwork';
import { STALL_AFTER_MS } from '@/hooks/use-subscription';
import { nextTask } from '@/test/next-task';
import { createTestBackend } from '@/test/test-backend';
import { catalogue, deleteForm, renderAdminRoutes, section, STUDIO_RENDER, trashSection } from './admin-test-utils';

// The photo tools load a worker bundle the tests do not need.
vi.mock('@/features/admin/photos/prepare-photo', () => ({
  preparePhoto: vi.fn(),
  canDecodePhoto: vi.fn(),
  measureImage: vi.fn(),
}));

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

async function openStudio(backend: AdminBackend) {
  renderAdminRoutes('/addArticle?token=abc', backend);
  // The studio's backend and user answer at once; the lists subscribe as it shows.
  await nextTask();
  await nextTask();
  expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
}

const siteEditor = () => within(section('Textes du site'));
const count = (subscriptions: string[], name: string) => subscriptions.filter((s) => s === name).length;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the studio on a database that never answers', STUDIO_RENDER, () => {
  it('shows "Chargement…" for 10 s, then says in each list that it does not answer, with "Réessayer"', async () => {
    const { backend, subscriptions } = neverAnswering();
    await openStudio(backend);
    expect(subscriptions).toContain('trash');
    expect(subscriptions).toContain('site');
    expect(subscriptions).toContain('articles/Aquarelles');

    act(() => vi.advanceTimersByTime(STALL_AFTER_MS - 1));
    expect(catalogue().getByText('Chargement…')).toBeInTheDocument();
    expect(trashSection().getByText('Chargement…')).toBeInTheDocument();
    expect(siteEditor().getByText('Chargement des textes…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    for (const [list, message] of [
      [catalogue(), WORKS_STALLED],
      [trashSection(), TRASH_STALLED],
      [siteEditor(), SITE_STALLED],
    ] as const) {
      const notice = list.getByText(message).closest('[role="status"]') as HTMLElement;
      expect(notice).toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    }
    expect(catalogue().queryByText('Chargement…')).not.toBeInTheDocument();
    expect(trashSection().queryByText('Chargement…')).not.toBeInTheDocument();
    expect(siteEditor().queryByText('Chargement des textes…')).not.toBeInTheDocument();
    // The pickers of the forms, on the same list, no longer say it is loading either.
    expect(deleteForm().getByRole('option', { name: 'La liste ne répond pas' })).toBeInTheDocument();
  });

  it('subscribes that list afresh on "Réessayer", keeps the focus in its section, and says so again after 10 s', async () => {
    const { backend, subscriptions } = neverAnswering();
    await openStudio(backend);
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
    expect(siteEditor().getByText(SITE_STALLED)).toBeInTheDocument();

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
    expect(catalogue().getByRole('tabpanel')).toHaveFocus();
    expect(catalogue().getByText('Chargement…')).toBeInTheDocument();
  });

  it('drops the notice once the list answers', async () => {
    const { backend, answerTrash } = neverAnswering();
    await openStudio(backend);
    act(() => vi.advanceTimersByTime(STALL_AFTER_MS));
    expect(trashSection().getByText(TRASH_STALLED)).toBeInTheDocument();

    act(() => answerTrash([]));
    await nextTask();
    expect(trashSection().queryByText(TRASH_STALLED)).not.toBeInTheDocument();
    expect(trashSection().getByText('La corbeille est vide.')).toBeInTheDocument();
  });
});
