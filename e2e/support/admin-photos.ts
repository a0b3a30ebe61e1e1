// Real photo files for the admin forms' file inputs (made with sharp), and ways to see what the
// browser did with them: the upload bar while it was shown, and the images the demo stored.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { DemoBackend } from '../../src/backend/demo/demo-backend';
import type { Artwork, ArtworkType } from '../../src/domain/artwork';
import { waitForDemoBackend } from './demo-backend';

/** What `setInputFiles` takes. */
export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A landscape of sorts (sky, sea, a sail), so that the encoders have something to compress. */
function paintingSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width}" height="${height * 0.55}" fill="#9cc3d9"/>
      <rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="#2f5d7c"/>
      <circle cx="${width * 0.75}" cy="${height * 0.22}" r="${height * 0.1}" fill="#f4d58d"/>
      <polygon points="${width * 0.3},${height * 0.62} ${width * 0.4},${height * 0.2} ${width * 0.45},${height * 0.62}" fill="#f7f2e8"/>
    </svg>`,
  );
}

async function render(width: number, height: number, format: 'jpeg' | 'png', orientation?: number): Promise<Buffer> {
  let image = sharp(paintingSvg(width, height));
  image = format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png();
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** A 1600 × 1200 JPEG, as a camera would give. */
export async function jpegPhoto(name = 'brise-de-mer.jpg'): Promise<PhotoFile> {
  return { name, mimeType: 'image/jpeg', buffer: await render(1600, 1200, 'jpeg') };
}

/** An 800 × 600 PNG. */
export async function pngPhoto(name = 'esquisse.png'): Promise<PhotoFile> {
  return { name, mimeType: 'image/png', buffer: await render(800, 600, 'png') };
}

/**
 * A phone photo held upright: 2400 × 1800 pixels stored sideways, with the EXIF orientation 6
 * ("rotate 90° clockwise to display"). Upright, it is 1800 wide and 2400 high.
 */
export async function sidewaysJpegPhoto(name = 'falaise-portrait.jpg'): Promise<PhotoFile> {
  return { name, mimeType: 'image/jpeg', buffer: await render(2400, 1800, 'jpeg', 6) };
}

/** One look at the page's `<progress>` bars, taken whenever the DOM changed. */
export interface ProgressSample {
  label: string;
  value: number;
  max: number;
  valueText: string | null;
  visible: boolean;
}

type ProgressWindow = Window & { __adminProgressSamples?: ProgressSample[] };

/**
 * Starts noting every `<progress>` the page shows, on each DOM change. The demo's upload lasts
 * about 200 ms: too short for a polling assertion to be sure to see it, but a MutationObserver
 * sees every render. Returns a function that reads the samples noted so far.
 */
export async function recordProgressBars(page: Page): Promise<() => Promise<ProgressSample[]>> {
  await page.evaluate(() => {
    const win = window as ProgressWindow;
    const samples: ProgressSample[] = [];
    win.__adminProgressSamples = samples;
    const sample = () => {
      for (const bar of Array.from(document.querySelectorAll('progress'))) {
        samples.push({
          label: bar.labels[0]?.textContent?.trim() ?? '',
          value: bar.value,
          max: bar.max,
          valueText: bar.getAttribute('aria-valuetext'),
          visible: bar.getClientRects().length > 0 && getComputedStyle(bar).visibility !== 'hidden',
        });
      }
    };
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as ProgressWindow).__adminProgressSamples ?? []);
}

/** What the demo backend stored for an image: its type and pixel size. */
export interface StoredImage {
  type: string;
  width: number;
  height: number;
}

export interface StoredWork {
  key: string;
  title: string;
  subtitle: string;
  description: string;
  dimensions: string | null;
  /** The size written in the record. */
  width: number | undefined;
  height: number | undefined;
  image: StoredImage;
  thumbnail: StoredImage | null;
}

type DemoWindow = Window & { portfolioDemo?: DemoBackend };

/** The demo backend's IndexedDB database (src/backend/demo/demo-backend.ts). */
const DEMO_DATABASE_NAME = 'portfolio-demo';

/**
 * The work of this type and numéro as the demo backend holds it (read through the backend's
 * public interface, in this page), with its images decoded; null when there is none.
 */
export async function readStoredWork(page: Page, type: ArtworkType, numero: string): Promise<StoredWork | null> {
  await waitForDemoBackend(page);
  const work = await page.evaluate(
    async ({ type, numero }) => {
      const demo = (window as DemoWindow).portfolioDemo!;
      // The first answer is enough; the subscription ends once subscribeArtworks has returned.
      const works = await new Promise<Artwork[]>((resolve, reject) => {
        const stop = demo.subscribeArtworks(
          type,
          (list) => {
            resolve(list);
            setTimeout(() => stop());
          },
          reject,
        );
      });
      return works.find((artwork) => artwork.subtitle === numero) ?? null;
    },
    { type, numero },
  );
  if (!work) return null;
  return {
    key: work.key,
    title: work.title,
    subtitle: work.subtitle,
    description: work.description,
    dimensions: work.dimensions ?? null,
    width: work.width,
    height: work.height,
    image: await measureImage(page, work.image),
    thumbnail: work.thumbnail ? await measureImage(page, work.thumbnail) : null,
  };
}

/**
 * The type and pixel size of an image of the page. The site's policy lets no script fetch() a
 * blob: URL (connect-src), so such an image (an upload the demo keeps) is opened in a tab of its
 * own, as a person would; one with an address is simply requested.
 */
async function measureImage(page: Page, url: string): Promise<StoredImage> {
  const read = async (response: { body(): Promise<Buffer>; headers(): Record<string, string> }) => {
    const { width, height } = await sharp(await response.body()).metadata();
    return { type: response.headers()['content-type'] ?? '', width: width!, height: height! };
  };
  if (!url.startsWith('blob:')) return read(await page.request.get(url));
  const tab = await page.context().newPage();
  try {
    return await read((await tab.goto(url))!);
  } finally {
    await tab.close();
  }
}

/**
 * How many images the demo backend's storage holds (its IndexedDB "images" store: a large image
 * and a thumbnail per uploaded photo; the seed's works use the site's own files). It shows that
 * nothing is left dangling: no image without a record, no replaced image kept.
 */
export async function countStoredImages(page: Page): Promise<number> {
  // The backend has opened (and, the first time, created) its database before this request,
  // which IndexedDB queues behind it.
  await waitForDemoBackend(page);
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('images').objectStore('images').count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    DEMO_DATABASE_NAME,
  );
}
