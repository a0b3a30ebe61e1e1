import { useEffect, useState } from 'react';
import { backendKind } from '@/backend/config';
import { readDeployedDataVersion } from '@/backend/deployed-data-version';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { dataVersion, type DeployedDataVersion } from '@/domain/data-version';
import type { SiteContent } from '@/domain/site-content';
import { useSubscription, type AsyncState, type Subscribe } from '@/hooks/use-subscription';
import { hintClass, noteClass, secondaryButtonClass } from '../shared/form-styles';
import type { WorksByType } from '../shared/use-studio-data';

/*
 * The studio's line on the public pages' publication: when they were last published (the data
 * version deployed with them, see scripts/deploy/publish.mjs) and whether the live data the studio
 * follows has changed since, i.e. waits for the next publication (the hourly workflow).
 */

export const PUBLICATION_TEXT = {
  demo: "Site de démonstration : rien n'est publié. Vos modifications restent dans ce navigateur, où les pages publiques les montrent aussitôt.",
  checking: 'Dernière publication : vérification…',
  neverPublished:
    "Le site public n'a pas encore été publié depuis la base de données : vos contenus paraîtront à la prochaine publication (au plus tard dans l'heure).",
  lastPublished: (date: string) => `Dernière publication : ${date}.`,
  upToDate: 'Le site public est à jour.',
  changesWaiting: "Des modifications attendent la prochaine publication (au plus tard dans l'heure).",
  /** Changes wait on a publication older than PUBLICATION_OVERDUE_MS: what to check. */
  lastPublishedLongAgo: (date: string) => `Dernière publication : ${date}, il y a plus de deux heures.`,
  changesOverdue:
    "Des modifications attendent : si elles ont plus d'une heure, la publication horaire n'a pas eu lieu " +
    'ou a échoué. Vérifiez sur GitHub, onglet Actions, que le workflow « Publish » est activé, ' +
    "l'état de sa dernière exécution, puis la clé de déploiement.",
  comparing: 'Comparaison avec les données en ligne…',
  retry: 'Réessayer',
} as const;

/** How often the studio reads the deployed version again, to see a publication happen. */
export const DEPLOYED_VERSION_REFRESH_MS = 5 * 60_000;

/**
 * The hourly workflow publishes within the hour of a change (GitHub may delay a scheduled run):
 * changes still waiting on a publication older than this may have been missed by it. Only then:
 * the workflow publishes nothing when nothing changed, so an old publication alone is normal.
 */
export const PUBLICATION_OVERDUE_MS = 2 * 60 * 60_000;

/** How often the line looks at the clock again, to say when the last publication grows old. */
const CLOCK_REFRESH_MS = 60_000;

const DATE_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** "23 novembre 2026 à 15:05", in the painter's time zone. */
export function publicationDate(publishedAt: string): string {
  return DATE_FORMAT.format(new Date(publishedAt));
}

/** The version of the live data the studio follows, or why it is not known (yet). */
export type LiveVersion = { version: string } | 'computing' | 'unreadable' | 'no-answer';

const LIVE_VERSION_TEXT = {
  computing: PUBLICATION_TEXT.comparing,
  unreadable: STUDIO_MESSAGES.compareFailed,
  'no-answer': STUDIO_MESSAGES.compareStalled,
} as const;

/**
 * The line's sentences: the last publication, then whether the live data differs from it (and,
 * when it has for too long, what to check). `now`: the time it is, in milliseconds.
 */
export function publicationLine(deployed: DeployedDataVersion | null, live: LiveVersion, now: number): string {
  if (!deployed) return PUBLICATION_TEXT.neverPublished;
  const date = publicationDate(deployed.publishedAt);
  if (typeof live === 'string') return `${PUBLICATION_TEXT.lastPublished(date)} ${LIVE_VERSION_TEXT[live]}`;
  if (live.version === deployed.version) return `${PUBLICATION_TEXT.lastPublished(date)} ${PUBLICATION_TEXT.upToDate}`;
  return now - Date.parse(deployed.publishedAt) > PUBLICATION_OVERDUE_MS
    ? `${PUBLICATION_TEXT.lastPublishedLongAgo(date)} ${PUBLICATION_TEXT.changesOverdue}`
    : `${PUBLICATION_TEXT.lastPublished(date)} ${PUBLICATION_TEXT.changesWaiting}`;
}

/** Reads the deployed version now, then every `refreshMs`, until stopped. */
function pollDeployedVersion(
  read: () => Promise<DeployedDataVersion | null>,
  refreshMs: number,
): Subscribe<DeployedDataVersion | null> {
  return (onData, onError) => {
    let stopped = false;
    const readOnce = () =>
      read().then(
        (deployed) => !stopped && onData(deployed),
        (error: unknown) => !stopped && onError(error instanceof Error ? error : new Error(String(error))),
      );
    void readOnce();
    const timer = setInterval(() => void readOnce(), refreshMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  };
}

/** A live read as the studio holds it: its state, and whether it has gone without an answer. */
type Followed<T> = AsyncState<T> & { stalled?: boolean };

/** The version of the live data the studio follows, computed again on each change. */
function useLiveVersion(works: Followed<WorksByType>, site: Followed<SiteContent>): LiveVersion {
  // The version of the data it was computed from; null when computing it failed.
  const [computed, setComputed] = useState<{ works: WorksByType; site: SiteContent; version: string | null } | null>(
    null,
  );
  useEffect(() => {
    if (works.status !== 'success' || site.status !== 'success') return;
    let current = true;
    const data = { works: works.data, site: site.data };
    dataVersion(data).then(
      (version) => current && setComputed({ ...data, version }),
      (error: unknown) => {
        console.error(error);
        if (current) setComputed({ ...data, version: null });
      },
    );
    return () => {
      current = false;
    };
  }, [works.status, works.data, site.status, site.data]);
  if (works.status === 'error' || site.status === 'error') return 'unreadable';
  // A version computed from older data is not shown as the current one.
  if (computed && computed.works === works.data && computed.site === site.data) {
    return computed.version === null ? 'unreadable' : { version: computed.version };
  }
  return works.stalled || site.stalled ? 'no-answer' : 'computing';
}

/** The time it is (milliseconds), read again every `refreshMs`. */
function useClock(refreshMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}

interface PublicationStatusProps {
  works: Followed<WorksByType>;
  site: Followed<SiteContent>;
  /** Where the deployed version is read from (tests give their own). */
  readDeployed?: () => Promise<DeployedDataVersion | null>;
}

/** The live site's line: last publication and whether changes wait for the next one. */
export function LivePublicationStatus({ works, site, readDeployed = readDeployedDataVersion }: PublicationStatusProps) {
  const deployed = useSubscription(
    'deployed-data-version',
    pollDeployedVersion(readDeployed, DEPLOYED_VERSION_REFRESH_MS),
  );
  const liveVersion = useLiveVersion(works, site);
  const now = useClock(CLOCK_REFRESH_MS);
  if (deployed.status === 'error') {
    return (
      <div className={noteClass}>
        <p role="alert">{STUDIO_MESSAGES.publicationUnreadable}</p>
        <button type="button" onClick={deployed.retry} className={`${secondaryButtonClass} mt-3`}>
          {PUBLICATION_TEXT.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={noteClass}>
      {deployed.status === 'loading' ? PUBLICATION_TEXT.checking : publicationLine(deployed.data, liveVersion, now)}
    </p>
  );
}

/** The studio's publication line: on the demo backend nothing is ever deployed, and it says so. */
export function PublicationStatus(props: Omit<PublicationStatusProps, 'readDeployed'>) {
  if (backendKind === 'demo') {
    return (
      <p role="status" className={hintClass}>
        {PUBLICATION_TEXT.demo}
      </p>
    );
  }
  return <LivePublicationStatus {...props} />;
}
