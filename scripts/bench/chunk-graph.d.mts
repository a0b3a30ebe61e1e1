// Type declarations for scripts/bench/chunk-graph.mjs (imported by tests/build/bundle-size.check.ts).

export declare const ROUTE_MODULES: Readonly<{ press: string; gallery: string; signIn: string; admin: string }>;
export declare function routeModuleOf(path: string): string | null;
export declare function kB(bytes: number): string;

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface SizedFile {
  file: string;
  gzip: number;
}

export interface RouteLoad {
  js: SizedFile[];
  css: SizedFile[];
  onDemand: SizedFile[];
  jsGzip: number;
  cssGzip: number;
  onDemandGzip: number;
}

export declare class Build {
  constructor(dir: string);
  readonly dir: string;
  readonly manifest: Record<string, ManifestChunk>;
  readonly entryKey: string;
  chunk(key: string): ManifestChunk;
  closure(keys: readonly string[], options?: { dynamic?: boolean; skip?: ReadonlySet<string> }): Set<string>;
  jsFiles(keys: Iterable<string>): string[];
  cssFiles(keys: Iterable<string>): string[];
  text(file: string): string;
  gzip(file: string): number;
  containing(markers: readonly string[], files: Iterable<string>): string[];
  allJsFiles(): string[];
  chunkSizes(): Array<{ file: string; bytes: number; gzip: number }>;
  scriptsOfHtml(htmlFile: string): string[];
  routeLoad(routeModule: string | null): RouteLoad;
}
