import type * as BackupFormat from '../../src/backend/backup-format';

export class ExportError extends Error {
  exitCode?: number;
}
export const USAGE: string;
export function parseArguments(argv: string[]): { out: string | null; fingerprint: boolean };
export function readData(readNode: (node: string) => Promise<unknown>): Promise<BackupFormat.BackupData>;
export function objectNameOf(url: string, bucket: string): string | null;
export interface ExportSteps {
  format: typeof BackupFormat;
  readNode(node: string): Promise<unknown>;
  downloadObject(name: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  bucket: string;
  now?: Date;
}
export function exportBackup(
  steps: ExportSteps,
  log?: (line: string) => void,
): Promise<{ zip: Uint8Array; manifest: BackupFormat.BackupManifest; fileName: string }>;
