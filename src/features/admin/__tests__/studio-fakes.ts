import { vi } from 'vitest';
import type { heicAsJpeg } from '../photos/heic';
import type { canDecodePhoto, measureImage, preparePhoto } from '../photos/prepare-photo';
import type { prepareCard } from '../identity/prepare-card';

// What the studio does to a photo in the browser, faked for the jsdom tests: jsdom has no canvas
// to decode, draw or encode a picture, nor a HEIC decoder. tests/setup/studio-fakes.ts puts these
// in place of the real functions for every file of the `dom` project, and resets them after each
// test: a test gives the answers it needs (photo.preparePhoto.mockResolvedValue(PREPARED)). The
// real ones are tested in a browser (e2e/photo-step.spec.ts, e2e/identity-cards.spec.ts) and,
// for what Node can run, in prepare-photo.test.ts.

/** src/features/admin/photos/prepare-photo.ts */
export const photo = {
  preparePhoto: vi.fn<typeof preparePhoto>(),
  canDecodePhoto: vi.fn<typeof canDecodePhoto>(),
  measureImage: vi.fn<typeof measureImage>(),
};

/** src/features/admin/identity/prepare-card.ts: its 4:3 crops of a home card's picture. */
export const card = { prepareCard: vi.fn<typeof prepareCard>() };

/** src/features/admin/photos/heic.ts: the HEIC decoder (heic-to). */
export const heic = { heicAsJpeg: vi.fn<typeof heicAsJpeg>() };
