import { DATA_VERSION_FILE, toDeployedDataVersion, type DeployedDataVersion } from '@/domain/data-version';
import { BackendError } from './types';

/*
 * The data version deployed with the site (written by the prerender, deployed by
 * `npm run publish`): the studio compares it with the live data it follows. It is a file of the
 * site itself, read from the same origin; the database knows nothing of deploys.
 */

/** Past this time the read gives up: the studio says so and offers to try again. */
export const DEPLOYED_VERSION_TIMEOUT_MS = 10_000;

/** The deployed data version, or null when the site was deployed without one. */
export async function readDeployedDataVersion(fetchFile: typeof fetch = fetch): Promise<DeployedDataVersion | null> {
  let response: Response;
  try {
    response = await fetchFile(`/${DATA_VERSION_FILE}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(DEPLOYED_VERSION_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new BackendError(timedOut ? 'timeout' : 'network', `/${DATA_VERSION_FILE}: ${String(error)}`, {
      cause: error,
    });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new BackendError('unknown', `/${DATA_VERSION_FILE}: HTTP ${response.status}`);
  const deployed = toDeployedDataVersion(await response.json().catch(() => null));
  if (!deployed) throw new BackendError('unknown', `/${DATA_VERSION_FILE} is not a data version file`);
  return deployed;
}
