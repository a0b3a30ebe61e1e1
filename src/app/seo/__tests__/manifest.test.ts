import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIST } from '@/content/artist';
import { THEME_COLOR } from '../head-tags';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(readFileSync(resolve(process.cwd(), 'public/manifest.webmanifest'), 'utf8')) as Record<
  string,
  unknown
> & { icons: ManifestIcon[] };

describe('public/manifest.webmanifest', () => {
  it('names the artist of src/content/artist.ts, in French', () => {
    expect(manifest.name).toBe(ARTIST.name);
    expect(typeof manifest.short_name).toBe('string');
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    expect(manifest.lang).toBe('fr');
  });

  it('starts at the home page, standalone, in the site colours', () => {
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(THEME_COLOR);
    expect(manifest.background_color).toBe('#f6f1e8');
  });

  it('has 192 and 512 pixel icons usable as maskable', () => {
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ]);
  });
});
