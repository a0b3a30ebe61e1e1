export interface PublicNodes {
  articles: unknown;
  site: unknown;
}
export class BuildDataError extends Error {}
export const LIVE_READ_TIMEOUT_MS: number;
export function fetchFailure(error: Error, timeoutMs: number): string;
export function readExportFile(file: string): Promise<PublicNodes>;
export function readLiveDatabase(
  databaseURL: string | undefined,
  options?: { timeoutMs?: number; fetch?: typeof fetch },
): Promise<PublicNodes>;
export function demoNodes(
  artworks: readonly ({ key: string; type: string } & Record<string, unknown>)[],
  site: unknown,
): PublicNodes;
