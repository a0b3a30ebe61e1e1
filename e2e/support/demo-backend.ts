// Drives the demo backend of a page (window.portfolioDemo, created in demo mode when a gallery or
// admin page loads the backend), the way the admin forms would, to make changes a visitor sees.
import type { Page } from '@playwright/test';
import type { DemoBackend } from '../../src/backend/demo/demo-backend';
import type { ArtworkFields } from '../../src/backend/types';
import type { Artwork } from '../../src/domain/artwork';

/** The demo's one account (src/backend/demo/demo-backend.ts). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin' } as const;

type DemoWindow = Window & { portfolioDemo?: DemoBackend };

/** Waits until the page's demo backend exists (only gallery and admin pages load it). */
export async function waitForDemoBackend(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as DemoWindow).portfolioDemo !== undefined);
}

/** Signs in as the demo admin in this page (the session is shared by every page of the context). */
export async function signInToDemo(page: Page): Promise<void> {
  await waitForDemoBackend(page);
  await page.evaluate(async ({ email, password }) => {
    await (window as DemoWindow).portfolioDemo!.signIn(email, password);
  }, DEMO_ADMIN);
}

/**
 * Adds a work through the demo backend, with a small WebP photo drawn on a canvas.
 * The page must be signed in (signInToDemo). Returns the stored work.
 */
export async function addArtworkThroughDemo(page: Page, fields: ArtworkFields): Promise<Artwork> {
  await waitForDemoBackend(page);
  return page.evaluate(async (fields) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    context.fillStyle = '#5b7f6a';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#e9dcc4';
    context.fillRect(60, 80, 360, 440);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob gave nothing'))), 'image/webp', 0.8),
    );
    return (window as DemoWindow).portfolioDemo!.addArtwork(fields, {
      large: blob,
      thumbnail: blob,
      width: canvas.width,
      height: canvas.height,
      zoom: blob,
      zoomWidth: canvas.width,
      zoomHeight: canvas.height,
    });
  }, fields);
}

/** Deletes a work through the demo backend (the page must be signed in). */
export async function deleteArtworkThroughDemo(page: Page, artwork: Artwork): Promise<void> {
  await waitForDemoBackend(page);
  await page.evaluate(async (artwork) => {
    await (window as DemoWindow).portfolioDemo!.deleteArtwork(artwork);
  }, artwork);
}
