import type { DemoMessage, DemoPersistence, DemoPort } from '@/backend/demo/demo-persistence';

/**
 * The demo backend's persistence in memory, for the unit tests: the same DemoStore and write path
 * run on it as in the browser. Stores made on one MemoryPersistence behave as tabs of one browser:
 * they share its data and hear each other's messages.
 */
export class MemoryPersistence implements DemoPersistence {
  readonly changes = new Map<string, unknown>();
  readonly images = new Map<string, Blob>();
  private readonly ports = new Set<(message: DemoMessage) => void>();

  async readChanges(): Promise<Map<string, unknown>> {
    return structuredClone(this.changes);
  }

  async change(
    paths: readonly string[],
    decide: (stored: ReadonlyMap<string, unknown>) => ReadonlyMap<string, unknown> | undefined,
  ): Promise<void> {
    const stored = new Map(
      paths.filter((path) => this.changes.has(path)).map((path) => [path, structuredClone(this.changes.get(path))]),
    );
    // Read and written in one go: nothing else runs in between.
    for (const [path, value] of decide(stored) ?? []) this.changes.set(path, structuredClone(value));
  }

  async putImage(name: string, blob: Blob): Promise<void> {
    this.images.set(name, blob);
  }

  async getImage(name: string): Promise<Blob | undefined> {
    return this.images.get(name);
  }

  async deleteImage(name: string): Promise<void> {
    this.images.delete(name);
  }

  async clear(): Promise<void> {
    this.changes.clear();
    this.images.clear();
  }

  connect(onMessage: (message: DemoMessage) => void): DemoPort {
    this.ports.add(onMessage);
    return {
      post: (message) => {
        for (const port of this.ports) if (port !== onMessage) queueMicrotask(() => port(message));
      },
      close: () => this.ports.delete(onMessage),
    };
  }
}
