import { useEffect, useState } from 'react';
import { backendKind } from '@/backend/config';
import { readDeployedDataVersion } from '@/backend/deployed-data-version';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { dataVersion, type DeployedDataVersion } from '@/domain/data-version';
import type { SiteContent } from '@/domain/site-content';
import { useSubscription, type AsyncState, type Subscribe } from '@/hooks/use-subscription';
import { hintClass, noteClass, secondaryButtonClass } from './form-styles';
import type { WorksByType } from './use-studio-data';

/*
 * The studio's line on the public pages' publication: when they were last published (the data
 * version deployed with them, see scripts/publish.mjs) and whether the live data the studio
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
  comparing: 'Comparaison avec les données en ligne…',
  compareFailed: "Les données en ligne n'ont pas pu être lues : impossible de dire si des modifications attendent.",
  retry: 'Réessayer',
} as const;

/** How often the studio reads the deployed version again, to see a publication happen. */
export const DEPLOYED_VERSION_REFRESH_MS = 5 * 60_000;

const DATE_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** "23 novembre 2026 à 15:05", in the painter's time zone. */
export function publicationDate(publishedAt: string): string {
  return DATE_FORMAT.format(new Date(publishedAt));
}

/**
 * The line's sentences: the last publication, then whether the live data differs from it.
 * `liveVersion` is undefined while it is computed, null when the live data could not be read.
 */
export function publicationLine(deployed: DeployedDataVersion | null, liveVersion: string | null | undefined): string {
  if (!deployed) return PUBLICATION_TEXT.neverPublished;
  const state =
    liveVersion === undefined
      ? PUBLICATION_TEXT.comparing
      : liveVersion === null
        ? PUBLICATION_TEXT.compareFailed
        : liveVersion === deployed.version
          ? PUBLICATION_TEXT.upToDate
          : PUBLICATION_TEXT.changesWaiting;
  return `${PUBLICATION_TEXT.lastPublished(publicationDate(deployed.publishedAt))} ${state}`;
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

/** The version of the live data the studio follows; undefined while unknown, null when unreadable. */
function useLiveVersion(works: AsyncState<WorksByType>, site: AsyncState<SiteContent>): string | null | undefined {
  const [computed, setComputed] = useState<{ works: WorksByType; site: SiteContent; version: string } | null>(null);
  const failed = works.status === 'error' || site.status === 'error';
  useEffect(() => {
    if (works.status !== 'success' || site.status !== 'success') return;
    let current = true;
    const data = { works: works.data, site: site.data };
    dataVersion(data).then(
      (version) => current && setComputed({ ...data, version }),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [works.status, works.data, site.status, site.data]);
  if (failed) return null;
  // A version computed from older data is not shown as the current one.
  return computed && computed.works === works.data && computed.site === site.data ? computed.version : undefined;
}

interface PublicationStatusProps {
  works: AsyncState<WorksByType>;
  site: AsyncState<SiteContent>;
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
      {deployed.status === 'loading' ? PUBLICATION_TEXT.checking : publicationLine(deployed.data, liveVersion)}
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
