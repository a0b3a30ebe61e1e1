import { describe, expect, it } from 'vitest';
import { LANDSCAPE_WIDTHS, PORTRAIT_WIDTHS, widthsFor } from '@/domain/hero-crop';
import { heroOf } from '../identity/prepare-hero';

// The canvas work of prepareHero runs in the browser test (e2e/identity-cards.spec.ts); here, how
// the upload's files become the hero's srcset widths.
describe('an uploaded hero’s widths', () => {
  const upload = {
    image: 'L1600',
    thumbnail: 'P675',
    zoom: 'original',
    width: 1600,
    height: 900,
    zoomWidth: 1600,
    zoomHeight: 1200,
  };

  it('are those a 1600 × 1200 photo reaches: 768/1280/1600 wide, 414/675 upright', () => {
    expect(widthsFor(1600, LANDSCAPE_WIDTHS)).toEqual([768, 1280, 1600]);
    expect(widthsFor(675, PORTRAIT_WIDTHS)).toEqual([414, 675]);
    expect(widthsFor(2400, LANDSCAPE_WIDTHS)).toEqual([768, 1280, 1920]);
    expect(widthsFor(1400, PORTRAIT_WIDTHS)).toEqual([414, 828, 1236]);
  });

  it('puts the extra files in place: the narrower landscape crops first, then the portrait ones', () => {
    const hero = heroOf(
      upload,
      ['L768', 'L1280', 'P414'],
      { landscapeWidths: [768, 1280, 1600], portraitWidths: [414, 675], portraitHeight: 1200 },
      { x: 0.3, y: 0.5 },
    );
    expect(hero).toEqual({
      landscape: {
        sources: [
          { url: 'L768', width: 768 },
          { url: 'L1280', width: 1280 },
          { url: 'L1600', width: 1600 },
        ],
        width: 1600,
        height: 900,
      },
      portrait: {
        sources: [
          { url: 'P414', width: 414 },
          { url: 'P675', width: 675 },
        ],
        width: 675,
        height: 1200,
      },
      focusX: 0.3,
      focusY: 0.5,
      original: { url: 'original', width: 1600, height: 1200 },
    });
  });

  it('makes one source per crop of a small photo, as before', () => {
    const hero = heroOf(
      { ...upload, image: 'L700', width: 700, height: 394 },
      [],
      { landscapeWidths: [700], portraitWidths: [221], portraitHeight: 394 },
      { x: 0.5, y: 0.5 },
    );
    expect(hero.landscape.sources).toEqual([{ url: 'L700', width: 700 }]);
    expect(hero.portrait.sources).toEqual([{ url: 'P675', width: 221 }]);
  });
});
