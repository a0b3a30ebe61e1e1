import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import { makeArtwork } from '@/test/artwork-factory';
import { artworkChanges, quoted, sectionChanges } from '../shared/conflict-changes';

describe('what changed elsewhere', () => {
  it('lists a work’s fields as the form labels them, and a new photo without its address', () => {
    const before = makeArtwork({ key: '5', type: 'Peinture sur Toile', years: 2021, title: 'Falaises 5' });
    const after = { ...before, years: 2022, dimensions: '80 x 100 cm', image: '/images/autre.webp' };
    expect(artworkChanges(before, after)).toEqual([
      { kind: 'Modification', label: 'Année', before: '2021', after: '2022' },
      { kind: 'Ajout', label: 'Dimensions', after: '80 x 100 cm' },
      { kind: 'Modification', label: 'Photo', after: 'une autre image' },
    ]);
    expect(artworkChanges(before, before)).toEqual([]);
  });

  it('tells in a list what was added, removed, changed in place and moved', () => {
    const before = ['Caen', 'Rouen', 'Dieppe', 'Fécamp'];
    const after = ['Rouen', 'Dieppe, 2024', 'Fécamp', 'Honfleur', 'Caen'];
    expect(sectionChanges('exhibitions', before, after)).toEqual([
      { kind: 'Déplacement', label: 'Exposition 1', before: 'Caen', after: 'place 5' },
      { kind: 'Modification', label: 'Exposition 2', before: 'Dieppe', after: 'Dieppe, 2024' },
      { kind: 'Ajout', label: 'Exposition 4', after: 'Honfleur' },
    ]);
    expect(sectionChanges('exhibitions', before, before.slice(1))).toEqual([
      { kind: 'Suppression', label: 'Exposition 1', before: 'Caen' },
    ]);
  });

  it('tells which field of a dated exhibition changed', () => {
    const expo = { title: 'Rétrospective', place: 'Abbaye', town: 'Jumièges', start: '2026-07-01' };
    expect(sectionChanges('exhibitions', [expo], [{ ...expo, end: '2026-07-14' }])).toEqual([
      { kind: 'Ajout', label: 'Exposition 1, fin', after: '2026-07-14' },
    ]);
  });

  it('names a clipping by its description, and its changed fields', () => {
    const press = DEFAULT_SITE_CONTENT.press.slice(0, 3);
    const after = [press[0]!, { ...press[1]!, source: 'Paris-Normandie' }, press[2]!];
    expect(sectionChanges('press', press, after)).toEqual([
      { kind: 'Ajout', label: 'Article 2, journal', after: 'Paris-Normandie' },
    ]);
    expect(sectionChanges('press', press, press.slice(0, 2))).toEqual([
      { kind: 'Suppression', label: 'Article 3', before: quoted(press[2]!.alt) },
    ]);
  });

  it('shortens a long text to its beginning', () => {
    expect(quoted(`${'a'.repeat(100)}  b`)).toBe(`${'a'.repeat(89)}…`);
    expect(quoted(' Deux\n lignes ')).toBe('Deux lignes');
  });
});
