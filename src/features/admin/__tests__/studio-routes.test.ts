import { describe, expect, it } from 'vitest';
import { GALLERIES, galleryOf } from '@/domain/galleries';
import { STUDIO_PATHS, studioGalleryPath, studioWorkPath } from '@/domain/studio-paths';
import { STUDIO_SCREENS, studioScreenAt } from '../shell/studio-screens';
import { worksRouteAt } from '../works/works-routes';

describe('studioScreenAt', () => {
  it('finds each screen at its own address, letter case and a final slash aside', () => {
    for (const screen of STUDIO_SCREENS) {
      const path = screen.path.replace(/\/\*$/, '');
      expect(studioScreenAt(path)).toBe(screen);
      expect(studioScreenAt(`${path.toUpperCase()}/`)).toBe(screen);
    }
  });

  it('gives the works screen every address below it, and no screen to an unknown address', () => {
    const works = studioScreenAt(STUDIO_PATHS.works);
    expect(works?.title).toBe('Œuvres');
    expect(studioScreenAt(studioGalleryPath('/aquarelles'))).toBe(works);
    expect(studioScreenAt(studioWorkPath('/aquarelles', 'undefined12'))).toBe(works);
    expect(studioScreenAt('/studio/oeuvresX')).toBeUndefined();
    expect(studioScreenAt('/studio/inconnu')).toBeUndefined();
    expect(studioScreenAt('/studio')).toBeUndefined();
  });
});

describe('worksRouteAt', () => {
  it('reads /studio/oeuvres as the first type’s gallery, and each gallery at its own address', () => {
    expect(worksRouteAt('/studio/oeuvres')).toEqual({ kind: 'gallery', gallery: galleryOf('Aquarelles') });
    expect(worksRouteAt('/studio/oeuvres/')).toEqual({ kind: 'gallery', gallery: galleryOf('Aquarelles') });
    for (const gallery of GALLERIES) {
      expect(worksRouteAt(studioGalleryPath(gallery.path))).toEqual({ kind: 'gallery', gallery });
    }
    expect(worksRouteAt('/studio/oeuvres/Peinture-sur-Toile')).toEqual({
      kind: 'gallery',
      gallery: galleryOf('Peinture sur Toile'),
    });
  });

  it('reads a work’s editor by its gallery and its key, as studioWorkPath writes it', () => {
    const gallery = galleryOf('Aquarelles');
    expect(worksRouteAt(studioWorkPath(gallery.path, 'undefined12'))).toEqual({
      kind: 'work',
      gallery,
      key: 'undefined12',
    });
    // Keys keep their case and come back whole from their encoding.
    expect(worksRouteAt(studioWorkPath(gallery.path, 'Clé é/2'))).toEqual({ kind: 'work', gallery, key: 'Clé é/2' });
    expect(worksRouteAt('/studio/oeuvres/aquarelles/AbC/')).toEqual({ kind: 'work', gallery, key: 'AbC' });
    // A malformed escape is taken as written rather than thrown.
    expect(worksRouteAt('/studio/oeuvres/aquarelles/%E0')).toEqual({ kind: 'work', gallery, key: '%E0' });
  });

  it('knows no gallery outside the six, nothing deeper than a work, and nothing outside the works', () => {
    expect(worksRouteAt('/studio/oeuvres/huiles')).toEqual({ kind: 'unknown' });
    expect(worksRouteAt('/studio/oeuvres/aquarelles/12/plus')).toEqual({ kind: 'unknown' });
    expect(worksRouteAt('/studio/oeuvres/aquarelles//')).toEqual({ kind: 'gallery', gallery: galleryOf('Aquarelles') });
    expect(worksRouteAt('/studio/presse')).toEqual({ kind: 'unknown' });
  });
});
