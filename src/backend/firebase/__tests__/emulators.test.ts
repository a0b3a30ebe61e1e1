// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Artwork } from '@/domain/artwork';
import { createFirebaseAdminBackend } from '../admin-backend';
import { EMULATOR_HOST, EMULATOR_PORTS } from '../emulators';
import { emulatorCalls, fake } from './fake-firebase';

vi.mock('@/backend/config', async () => (await import('./fake-firebase')).configModule(true));
vi.mock('firebase/app', async () => (await import('./fake-firebase')).appModule);
vi.mock('firebase/auth', async () => (await import('./fake-firebase')).authModule);
vi.mock('firebase/database', async () => (await import('./fake-firebase')).databaseModule);
vi.mock('firebase/storage', async () => (await import('./fake-firebase')).storageModule);

describe('with VITE_FIREBASE_EMULATORS=true', () => {
  it('connects Auth, Database and Storage to the Emulator Suite, once each', async () => {
    fake.reset({});
    fake.users = [{ uid: 'a', email: 'a@example.com', password: 'p', claims: { admin: true } }];
    const backend = createFirebaseAdminBackend();
    await backend.signIn('a@example.com', 'p');
    await backend.addArtwork(
      { type: 'Aquarelles', title: 'Essai 1', subtitle: '1', description: '' },
      {
        large: new Blob(['x'], { type: 'image/webp' }),
        thumbnail: new Blob(['y'], { type: 'image/webp' }),
        zoom: new Blob(['z'], { type: 'image/webp' }),
        width: 1,
        height: 1,
        zoomWidth: 1,
        zoomHeight: 1,
      },
    );
    const added = await new Promise<Artwork>((resolve) =>
      backend.subscribeArtworks(
        'Aquarelles',
        ([artwork]) => artwork && resolve(artwork),
        () => {},
      ),
    );
    await backend.deleteArtwork(added);

    expect(emulatorCalls).toEqual([
      { fn: 'connectAuthEmulator', args: ['http://127.0.0.1:9099', { disableWarnings: true }] },
      { fn: 'connectDatabaseEmulator', args: ['127.0.0.1', 9000] },
      { fn: 'connectStorageEmulator', args: ['127.0.0.1', 9199] },
    ]);
  });

  it('uses the ports that firebase.json gives the emulators', () => {
    const config = JSON.parse(readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8')) as {
      emulators: Record<string, { host?: string; port?: number }>;
    };
    for (const [product, port] of Object.entries(EMULATOR_PORTS)) {
      expect(config.emulators[product], product).toEqual({ host: EMULATOR_HOST, port });
    }
  });
});
