// The `dom` project's second setup file (vite.config.ts): the studio's photo functions replaced by
// the fakes of src/features/admin/__tests__/studio-fakes.ts in every file of the project, the same
// in each. The project's files share their worker's modules (isolate: false): a mock that one file
// set and another did not would depend on which file the worker ran first; set here for all, it
// holds for every file whatever the order.
import { afterEach, vi } from 'vitest';
import { card, heic, photo } from '@/features/admin/__tests__/studio-fakes';

vi.mock(
  '@/features/admin/photos/prepare-photo',
  async () => (await import('@/features/admin/__tests__/studio-fakes')).photo,
);
vi.mock('@/features/admin/photos/heic', async () => (await import('@/features/admin/__tests__/studio-fakes')).heic);
vi.mock('@/features/admin/identity/prepare-card', async (importOriginal) => ({
  // Its sizes (CARD_ASPECT…) stay the real ones: the screens lay out with them.
  ...(await importOriginal<typeof import('@/features/admin/identity/prepare-card')>()),
  ...(await import('@/features/admin/__tests__/studio-fakes')).card,
}));

afterEach(() => {
  for (const fake of [...Object.values(photo), ...Object.values(card), ...Object.values(heic)]) fake.mockReset();
});
