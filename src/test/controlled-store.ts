import type { ArtworkStore } from '@/backend/artwork-store';
import { BackendError, type BackendErrorCode } from '@/backend/types';

type Operation = 'read' | 'transact' | 'writeAll' | 'uploadImages' | 'deleteImage';

/** A call held back by a test: it runs (lands) only when released. */
export interface HeldCall {
  /** Resolves once the call has been made and is waiting. */
  readonly reached: Promise<void>;
  /** Lets the call run now, as a write that lands late. */
  release(): void;
}

interface Plan {
  operation: Operation;
  held?: { reached: () => void; released: Promise<void>; progress?: number };
  failure?: BackendError;
}

/**
 * Levers on an ArtworkStore, for the unit and component tests: hold the next call of an
 * operation until the test releases it (a write that hangs, then lands late), or make it fail
 * with a given code, as the real storage would.
 */
export class StoreControls {
  private readonly plans: Plan[] = [];
  /** Every call made to the store, in order, with its first argument (a path, a URL). */
  readonly log: { operation: Operation; target: string }[] = [];

  /** Holds the next call of `operation`; an upload first reports `progress`. */
  hold(operation: Operation, progress?: number): HeldCall {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.plans.push({ operation, held: { reached, released, progress } });
    return { reached: reachedPromise, release };
  }

  /** Makes the next call of `operation` fail with `code`. */
  failNext(operation: Operation, code: BackendErrorCode): void {
    this.plans.push({ operation, failure: new BackendError(code, `Test: ${operation} fails with ${code}`) });
  }

  /** The plan for this call, taken from the queue. */
  take(operation: Operation): Plan | undefined {
    const index = this.plans.findIndex((plan) => plan.operation === operation);
    return index === -1 ? undefined : this.plans.splice(index, 1)[0];
  }

  /** The store with these levers on it. */
  wrap(store: ArtworkStore): ArtworkStore {
    const run = async <T>(
      operation: Operation,
      target: string,
      call: () => Promise<T>,
      onHeld?: (progress: number) => void,
    ) => {
      this.log.push({ operation, target });
      const plan = this.take(operation);
      if (plan?.held) {
        if (plan.held.progress !== undefined) onHeld?.(plan.held.progress);
        plan.held.reached();
        await plan.held.released;
      }
      if (plan?.failure) throw plan.failure;
      return call();
    };
    return {
      read: (path) => run('read', path, () => store.read(path)),
      transact: (path, change) => run('transact', path, () => store.transact(path, change)),
      writeAll: (values) => run('writeAll', Object.keys(values).join(' '), () => store.writeAll(values)),
      uploadImages: (files, onProgress, signal) =>
        run(
          'uploadImages',
          files.map((file) => file.name).join(' '),
          () => store.uploadImages(files, onProgress, signal),
          onProgress,
        ),
      deleteImage: (url) => run('deleteImage', url, () => store.deleteImage(url)),
      imageId: (url) => store.imageId(url),
      imageName: (url) => store.imageName(url),
      downloadImage: (url) => store.downloadImage(url),
      findImage: (name) => store.findImage(name),
      serverTime: store.serverTime,
      sessionIsAdmin: () => store.sessionIsAdmin(),
      toBackendError: (error, fallback) => store.toBackendError(error, fallback),
    };
  }
}
