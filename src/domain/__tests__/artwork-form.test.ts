import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, isValidYear, validateArtworkForm, type ArtworkFormValues } from '../artwork-form';

const valid: ArtworkFormValues = {
  type: 'Aquarelles',
  years: '',
  title: 'Arbre 12',
  subtitle: '12',
  dimensions: '',
  description: '',
};

describe('validateArtworkForm', () => {
  it('accepts a complete work', () => {
    expect(validateArtworkForm(valid, true)).toEqual({});
  });

  it('gives the spec messages for an empty canvas form', () => {
    expect(validateArtworkForm({ ...valid, type: 'Peinture sur Toile', title: ' ', subtitle: '' }, false)).toEqual({
      years: "L'année est obligatoire",
      title: 'Le titre est obligatoire',
      subtitle: 'Le Numero est obligatoire',
      photo: "L'image est obligatoire",
    });
  });

  it('asks for a year only for Peinture sur Toile, and one the database accepts', () => {
    expect(validateArtworkForm(valid, true).years).toBeUndefined();
    expect(validateArtworkForm({ ...valid, type: 'Peinture sur Toile', years: '2021' }, true)).toEqual({});
  });

  it.each([
    ['21', false],
    ['0999', false],
    ['1899', false],
    ['1900', true],
    ['2100', true],
    ['2101', false],
    ['20 21', false],
    ['2021.5', false],
  ])('checks the year %s as the database rules do (accepted: %s)', (year, accepted) => {
    expect(isValidYear(year)).toBe(accepted);
    const problem = validateArtworkForm({ ...valid, type: 'Peinture sur Toile', years: year }, true).years;
    expect(problem).toBe(accepted ? undefined : "L'année doit être comprise entre 1900 et 2100");
  });

  it('refuses a numéro that cannot be a database key', () => {
    expect(validateArtworkForm({ ...valid, subtitle: '1.2' }, true).subtitle).toMatch(/ne peut contenir/);
  });

  it('limits the lengths', () => {
    expect(validateArtworkForm({ ...valid, title: 'x'.repeat(201) }, true).title).toBe('200 caractères au plus');
  });

  it('refuses the invisible characters the rules refuse, in French, and keeps line breaks in the description', () => {
    const errors = validateArtworkForm(
      { ...valid, title: 'Arbre\u202e 12', dimensions: '30\tx 40', description: 'Huile\u0000' },
      true,
    );
    expect(errors).toEqual({
      title: FORM_MESSAGES.invisibleCharacter,
      dimensions: FORM_MESSAGES.invisibleCharacter,
      description: FORM_MESSAGES.invisibleCharacter,
    });
    expect(FORM_MESSAGES.invisibleCharacter).toMatch(/^Ce champ contient un caractère invisible/);
    expect(validateArtworkForm({ ...valid, description: 'Huile sur toile.\r\n\tSignée.' }, true)).toEqual({});
    expect(validateArtworkForm({ ...valid, subtitle: '12\u2066' }, true).subtitle).toBe(FORM_MESSAGES.subtitleInvalid);
  });
});
