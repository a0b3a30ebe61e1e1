/**
 * The write path's contract (write-path.contract.ts) on the Firebase store (firebase-store.ts)
 * over the SDK fake: firebase/* replaced by an in-memory project (fake-firebase.ts). What only
 * the Firebase store does (exact SDK paths and payloads) is tested in admin-backend.test.ts.
 */
import { vi } from 'vitest';
import { recordOfArtwork } from '@/domain/artwork';
import { toArtwork, toTrashedArtwork } from '@/domain/database-reader';
import { artworkPath, trashPath } from '@/domain/keys';
import { SITE_SECTIONS, sitePath } from '@/domain/site-content';
import { createFirebaseAdminBackend } from '../admin-backend';
import { firebaseStore } from '../firebase-store';
import { downloadUrl, fake } from './fake-firebase';
import { createWritePath } from '../../write-path';
import { StoreControls } from '@/test/controlled-store';
import { describeWritePathContract } from '../../__tests__/write-path.contract';

vi.mock('@/backend/config', async () => (await import('./fake-firebase')).configModule(false));
vi.mock('firebase/app', async () => (await import('./fake-firebase')).appModule);
vi.mock('firebase/auth', async () => (await import('./fake-firebase')).authModule);
vi.mock('firebase/database', async () => (await import('./fake-firebase')).databaseModule);
vi.mock('firebase/storage', async () => (await import('./fake-firebase')).storageModule);

const PAINTER = { uid: 'painter', email: 'peintre@example.com' };

describeWritePathContract('the Firebase store', {
  imageUrl: (name) => downloadUrl(name),
  async make({ artworks = [], records = {}, site = null, timeoutMs } = {}) {
    fake.reset();
    fake.users = [{ ...PAINTER, password: 'p', claims: { admin: true } }];
    fake.currentUser = PAINTER;
    for (const artwork of artworks) fake.write(artworkPath(artwork.type, artwork.key), recordOfArtwork(artwork));
    for (const [path, value] of Object.entries(records)) fake.write(path, value);
    // As the studio writes it: section by section, JSON (no undefined field).
    if (site)
      for (const section of SITE_SECTIONS) fake.write(sitePath(section), JSON.parse(JSON.stringify(site[section])));
    // The same levers as on the demo store, around the Firebase store itself.
    const store = new StoreControls();
    const deployed = { publishedAt: null as number | null };
    const backend = {
      ...createFirebaseAdminBackend(),
      ...createWritePath(store.wrap(firebaseStore), { timeoutMs, publishedAt: async () => deployed.publishedAt }),
    };
    return {
      backend,
      store,
      deployed,
      nameOf: (url) => decodeURIComponent(new URL(url).pathname.split('/o/')[1] ?? ''),
      putImage: async (name) => fake.putObject(name),
      storedImages: async () => [...fake.objects.keys()].sort(),
      queuedImages: async () => Object.keys((fake.read('imageDeletions') as object | undefined) ?? {}).sort(),
      raw: async (path) => fake.read(path),
      find: async (type, key) => toArtwork(key, fake.read(artworkPath(type, key)) ?? null, type) ?? undefined,
      findInTrash: async (type, key) =>
        toTrashedArtwork(key, fake.read(trashPath(type, key)) ?? null, type) ?? undefined,
      stallNextUpload() {
        fake.holdUploads = true;
        const reached = (async () => {
          // The three files of a photo are sent side by side.
          for (let turn = 0; fake.held.length < 3; turn++) {
            if (turn > 1000) throw new Error('The upload never started');
            await Promise.resolve();
          }
        })();
        const release = () => {
          fake.holdUploads = false;
          for (const upload of fake.held.splice(0)) upload.finish();
        };
        return { reached, release };
      },
      async signOut() {
        // What the rules do to a signed-out user: every write and deletion is refused.
        fake.currentUser = null;
        fake.emitToken();
        fake.writeError = 'PERMISSION_DENIED';
        fake.deleteError = 'storage/unauthorized';
      },
    };
  },
});
