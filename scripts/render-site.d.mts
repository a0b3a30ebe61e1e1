export interface RenderedSite {
  /** Each file's path under dist/ and its content. */
  files: Map<string, string>;
  pages: number;
  works: number;
  version: string | null;
}
export function renderSite(
  server: object,
  nodes: { articles?: unknown; site?: unknown } | null,
  options: { template: string; now: Date },
): Promise<RenderedSite>;
