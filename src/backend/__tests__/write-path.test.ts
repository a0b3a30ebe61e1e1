/**
 * The write path's contract (write-path.contract.ts) on the demo store: the demo backend's own
 * storage code on a persistence in memory (src/test/test-backend.ts), as the studio runs it in
 * the browser on IndexedDB.
 */
import { createTestBackend } from '@/test/test-backend';
import { describeWritePathContract } from './write-path.contract';

const PREFIX = 'demo-image:';

describeWritePathContract('the demo store', {
  imageUrl: (name) => `${PREFIX}${name}`,
  async make({ artworks = [], records, site = null, timeoutMs } = {}) {
    const backend = createTestBackend({ artworks, records, site, timeoutMs });
    const changes = () => backend.persistence.readChanges();
    return {
      backend,
      store: backend.store,
      deployed: backend.deployed,
      nameOf: (url) => url.slice(PREFIX.length),
      putImage: (name) => backend.persistence.putImage(name, new Blob(['old'])),
      storedImages: async () => [...backend.persistence.images.keys()].sort(),
      async queuedImages() {
        return [...(await changes())]
          .filter(([path, value]) => path.startsWith('imageDeletions/') && value !== null)
          .map(([path]) => path.slice('imageDeletions/'.length))
          .sort();
      },
      raw: async (path) => (await changes()).get(path) ?? undefined,
      find: (type, key) => backend.find(type, key),
      findInTrash: (type, key) => backend.findInTrash(type, key),
      stallNextUpload: () => backend.store.hold('uploadImages', 0.3),
      signOut: () => backend.signOut(),
    };
  },
});
