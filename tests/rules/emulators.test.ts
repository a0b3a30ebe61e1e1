// @vitest-environment node
/**
 * database.rules.json and storage.rules on the real Firebase emulators, for machines that can
 * run them (firebase-tools 13 with Java 21): `npm run test:emulators`, which starts them with
 * `firebase emulators:exec` after writing the rules for the bucket below
 * (scripts/deploy/database-rules.mjs). Anywhere else, in a plain `vitest run`, this suite is skipped.
 * Users are simulated with the emulators' mock tokens (the admin: claim admin: true).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, remove, set } from 'firebase/database';
import { connectStorageEmulator, getMetadata, getStorage, ref as storageRef, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const DATABASE_HOST = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-portfolio';
/** The emulator applies firebase.json's database rules to the project's default instance. */
const NAMESPACE = `${PROJECT}-default-rtdb`;
const BUCKET = `${PROJECT}.appspot.com`;

type MockUser = { sub: string; admin?: boolean };
const ADMIN: MockUser = { sub: 'painter', admin: true };
const VISITOR: MockUser = { sub: 'visitor' };

const apps: FirebaseApp[] = [];

function hostAndPort(hostPort: string): [string, number] {
  const at = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, at), Number(hostPort.slice(at + 1))];
}

/** A client of the emulators signed in as `user` (or anonymous). */
function clientAs(user: MockUser | null) {
  const app = initializeApp(
    {
      apiKey: 'emulator',
      projectId: PROJECT,
      databaseURL: `http://${DATABASE_HOST}?ns=${NAMESPACE}`,
      storageBucket: BUCKET,
    },
    `client-${apps.length}`,
  );
  apps.push(app);
  const options = user ? { mockUserToken: { ...user, user_id: user.sub } } : undefined;
  const db = getDatabase(app);
  connectDatabaseEmulator(db, ...hostAndPort(DATABASE_HOST ?? ''), options);
  const storage = getStorage(app);
  connectStorageEmulator(storage, ...hostAndPort(STORAGE_HOST ?? ''), options);
  return { db, storage };
}

function record(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Brume 40',
    subtitle: '40',
    type: 'Aquarelles',
    description: '',
    image: `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/1700000000000?alt=media&token=2b0c3f7e-9d41-4c6a-8f1e-5a7b9c0d1e2f`,
    width: 1200,
    height: 1600,
    ...overrides,
  };
}

const PATH = 'articles/Aquarelles/40';

describe.skipIf(!DATABASE_HOST || !STORAGE_HOST)('rules on the Firebase emulators', () => {
  let admin: ReturnType<typeof clientAs>;
  let visitor: ReturnType<typeof clientAs>;
  let anonymous: ReturnType<typeof clientAs>;

  beforeAll(() => {
    admin = clientAs(ADMIN);
    visitor = clientAs(VISITOR);
    anonymous = clientAs(null);
  });

  beforeEach(async () => {
    // The emulator's owner token bypasses the rules.
    await fetch(`http://${DATABASE_HOST}/.json?ns=${NAMESPACE}`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  it('lets the admin write and delete a valid record, and anyone read it', async () => {
    await set(ref(admin.db, PATH), record());
    expect((await get(ref(anonymous.db, PATH))).val()).toMatchObject({ title: 'Brume 40' });
    await remove(ref(admin.db, PATH));
  });

  it('refuses writes by anyone but the admin', async () => {
    await expect(set(ref(visitor.db, PATH), record())).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(set(ref(anonymous.db, PATH), record())).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('refuses an invalid record, even from the admin', async () => {
    await expect(set(ref(admin.db, PATH), record({ price: 100 }))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(set(ref(admin.db, PATH), record({ type: 'ateliers' }))).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(set(ref(admin.db, PATH), record({ years: 2024 }))).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(set(ref(admin.db, PATH), record({ image: 'https://evil.example.com/1.jpg' }))).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });

  it('refuses reads outside articles', async () => {
    await expect(get(ref(anonymous.db, '/'))).rejects.toThrow(/permission/i);
  });

  it('lets the admin upload an image that anyone may read', async () => {
    const image = new Uint8Array(2048);
    await uploadBytes(storageRef(admin.storage, '1700000000000'), image, { contentType: 'image/webp' });
    expect(await getMetadata(storageRef(anonymous.storage, '1700000000000'))).toMatchObject({
      contentType: 'image/webp',
    });
  });

  it('refuses uploads by others, SVG files and files of 10 MB or more', async () => {
    const small = new Uint8Array(2048);
    await expect(
      uploadBytes(storageRef(visitor.storage, '1700000000001'), small, { contentType: 'image/webp' }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      uploadBytes(storageRef(admin.storage, '1700000000002'), small, { contentType: 'image/svg+xml' }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      uploadBytes(storageRef(admin.storage, '1700000000003'), new Uint8Array(10 * 1024 * 1024), {
        contentType: 'image/jpeg',
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});
