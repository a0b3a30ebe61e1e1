import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/types';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { ARTWORK_TYPES, type Artwork, type ArtworkType } from '@/domain/artwork';
import { dataVersion, type DeployedDataVersion } from '@/domain/data-version';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { LOADING, failure, success } from '@/hooks/use-subscription';
import { SAMPLE_ARTWORKS } from '@/test/sample-artworks';
import { LivePublicationStatus, PUBLICATION_TEXT, publicationLine } from '../publication/publication-status';
import type { WorksByType } from '../shared/use-studio-data';

const WORKS = Object.fromEntries(
  ARTWORK_TYPES.map((type) => [type, SAMPLE_ARTWORKS.filter((a) => a.type === type)]),
) as Record<ArtworkType, Artwork[]> as WorksByType;
const PUBLISHED_AT = '2026-11-23T13:05:00.000Z';

const deployedAs = (version: string, publishedAt = PUBLISHED_AT): DeployedDataVersion => ({ version, publishedAt });
const MINUTE = 60_000;
/** The time it is, `minutes` after PUBLISHED_AT. */
const after = (minutes: number) => Date.parse(PUBLISHED_AT) + minutes * MINUTE;

describe('publicationLine', () => {
  const version = 'c'.repeat(64);
  const other = 'd'.repeat(64);

  it('gives the date of the last publication in Paris time, and that the site is up to date', () => {
    expect(publicationLine(deployedAs(version), { version }, after(10))).toBe(
      'Dernière publication : 23 novembre 2026 à 14:05. Le site public est à jour.',
    );
  });

  it('says that changes wait when the live data differs from what was published', () => {
    expect(publicationLine(deployedAs(version), { version: other }, after(10))).toBe(
      `Dernière publication : 23 novembre 2026 à 14:05. ${PUBLICATION_TEXT.changesWaiting}`,
    );
  });

  it('stops promising the hour once changes wait on a publication older than two hours, and says what to check', () => {
    expect(publicationLine(deployedAs(version), { version: other }, after(120))).toContain(
      PUBLICATION_TEXT.changesWaiting,
    );
    const overdue = publicationLine(deployedAs(version), { version: other }, after(121));
    expect(overdue).toBe(
      'Dernière publication : 23 novembre 2026 à 14:05, il y a plus de deux heures. ' +
        "Des modifications attendent : si elles ont plus d'une heure, la publication horaire n'a pas eu lieu ou a " +
        'échoué. Vérifiez sur GitHub, onglet Actions, que le workflow « Publish » est activé, ' +
        "l'état de sa dernière exécution, puis la clé de déploiement.",
    );
    expect(overdue).not.toContain("dans l'heure");
    // A day later, still the same advice.
    expect(publicationLine(deployedAs(version), { version: other }, after(24 * 60))).toBe(overdue);
  });

  it('says nothing of the workflow when the site is up to date, however old its last publication', () => {
    // The hourly workflow publishes only when the data changed: an old publication is normal.
    expect(publicationLine(deployedAs(version), { version }, after(7 * 24 * 60))).toBe(
      'Dernière publication : 23 novembre 2026 à 14:05. Le site public est à jour.',
    );
  });

  it('says so while comparing, when the live data is unreadable, and when nothing was published', () => {
    expect(publicationLine(deployedAs(version), 'computing', after(10))).toContain(PUBLICATION_TEXT.comparing);
    expect(publicationLine(deployedAs(version), 'unreadable', after(10))).toContain(STUDIO_MESSAGES.compareFailed);
    expect(publicationLine(deployedAs(version), 'no-answer', after(10))).toContain(STUDIO_MESSAGES.compareStalled);
    expect(publicationLine(null, { version }, after(10))).toBe(PUBLICATION_TEXT.neverPublished);
  });
});

describe('the studio line', () => {
  it('compares the deployed version with the version of the data the studio follows', async () => {
    const live = await dataVersion({ works: WORKS, site: DEFAULT_SITE_CONTENT });
    const tenMinutesAgo = new Date(Date.now() - 10 * MINUTE).toISOString();
    const { rerender } = render(
      <LivePublicationStatus
        works={success(WORKS)}
        site={success(DEFAULT_SITE_CONTENT)}
        readDeployed={() => Promise.resolve(deployedAs(live, tenMinutesAgo))}
      />,
    );
    expect(await screen.findByText(/Le site public est à jour\./)).toBeInTheDocument();

    // The painter renames a work: the live data no longer matches what was published.
    const renamed = { ...WORKS, Aquarelles: WORKS.Aquarelles.map((a, i) => (i === 0 ? { ...a, title: 'Neuf' } : a)) };
    rerender(
      <LivePublicationStatus
        works={success(renamed)}
        site={success(DEFAULT_SITE_CONTENT)}
        readDeployed={() => Promise.resolve(deployedAs(live, tenMinutesAgo))}
      />,
    );
    expect(
      await screen.findByText(new RegExp(PUBLICATION_TEXT.changesWaiting.replace(/[().]/g, '\\$&'))),
    ).toBeInTheDocument();
  });

  it('says what to check once the changes have waited past two hours after the last publication, studio open', async () => {
    // Only the clock is faked: the testing library's waits keep their real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      vi.setSystemTime(after(100));
      render(
        <LivePublicationStatus
          works={success(WORKS)}
          site={success(DEFAULT_SITE_CONTENT)}
          readDeployed={() => Promise.resolve(deployedAs('e'.repeat(64)))}
        />,
      );
      const line = await screen.findByRole('status');
      await waitFor(() => expect(line).toHaveTextContent(PUBLICATION_TEXT.changesWaiting));
      act(() => vi.advanceTimersByTime(21 * MINUTE));
      expect(line).toHaveTextContent(PUBLICATION_TEXT.changesOverdue);
      expect(line).toHaveTextContent('il y a plus de deux heures');
      expect(line).not.toHaveTextContent("au plus tard dans l'heure");
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the live data before saying anything about changes', async () => {
    render(
      <LivePublicationStatus
        works={LOADING}
        site={LOADING}
        readDeployed={() => Promise.resolve(deployedAs('e'.repeat(64)))}
      />,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PUBLICATION_TEXT.comparing));
  });

  it('says when the live data does not answer, rather than comparing forever', async () => {
    render(
      <LivePublicationStatus
        works={{ ...LOADING, stalled: true }}
        site={success(DEFAULT_SITE_CONTENT)}
        readDeployed={() => Promise.resolve(deployedAs('e'.repeat(64)))}
      />,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STUDIO_MESSAGES.compareStalled));
  });

  it('says when the live data could not be read', async () => {
    render(
      <LivePublicationStatus
        works={failure(new Error('offline'))}
        site={success(DEFAULT_SITE_CONTENT)}
        readDeployed={() => Promise.resolve(deployedAs('e'.repeat(64)))}
      />,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STUDIO_MESSAGES.compareFailed));
  });

  it('says so when the version of the live data cannot be computed', async () => {
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest').mockRejectedValue(new Error('no WebCrypto here'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <LivePublicationStatus
          works={success(WORKS)}
          site={success(DEFAULT_SITE_CONTENT)}
          readDeployed={() => Promise.resolve(deployedAs('e'.repeat(64)))}
        />,
      );
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STUDIO_MESSAGES.compareFailed));
      expect(consoleError).toHaveBeenCalled();
    } finally {
      digest.mockRestore();
      consoleError.mockRestore();
    }
  });

  it('shows a failed read of the deployed version, and reads it again on "Réessayer"', async () => {
    const readDeployed = vi
      .fn<() => Promise<DeployedDataVersion | null>>()
      .mockRejectedValueOnce(new BackendError('network', 'offline'))
      .mockResolvedValueOnce(null);
    render(
      <LivePublicationStatus works={success(WORKS)} site={success(DEFAULT_SITE_CONTENT)} readDeployed={readDeployed} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDIO_MESSAGES.publicationUnreadable);
    await userEvent.click(screen.getByRole('button', { name: PUBLICATION_TEXT.retry }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PUBLICATION_TEXT.neverPublished));
  });
});
