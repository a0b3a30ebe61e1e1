/** The raw public nodes: scripts/build/build-data.mjs. */
import type { PublicNodes } from '../build/build-data.mjs';

export interface DeployedVersion {
  version: string;
  publishedAt: string;
}
export class PublishError extends Error {
  exitCode?: number;
}
export const USAGE: string;
export function parseArguments(argv: string[]): { dataFile: string | null; dryRun: boolean };
export interface PublishSteps {
  readNodes(): Promise<PublicNodes>;
  versionOf(nodes: PublicNodes): Promise<string>;
  readDeployed(): Promise<DeployedVersion | null>;
  dataFileFor(nodes: PublicNodes): Promise<string>;
  build(dataFile: string): unknown;
  deploy(dataFile: string): unknown;
}
export function publish(
  options: { dryRun: boolean },
  steps: PublishSteps,
  log?: (line: string) => void,
): Promise<'up-to-date' | 'dry-run' | 'published'>;
export function readDeployedVersion(
  siteUrl: string,
  toDeployedDataVersion: (value: unknown) => DeployedVersion | null,
  options?: { fetch?: typeof fetch; timeoutMs?: number },
): Promise<DeployedVersion | null>;
