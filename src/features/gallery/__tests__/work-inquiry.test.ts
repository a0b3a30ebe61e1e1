import { describe, expect, it } from 'vitest';
import { inquiryMailto, workName } from '../work-inquiry';

function parse(mailto: string) {
  const url = new URL(mailto);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('"Demander des informations"', () => {
  const work = { title: 'Arbre en hiver 12', subtitle: '12' };
  const address = 'https://portfolio.example.com/aquarelles/12';

  it('writes to the artist, the subject naming the work and its numéro, the body holding its address', () => {
    expect(parse(inquiryMailto('contact@example.com', work, address))).toEqual({
      to: 'contact@example.com',
      subject: "Demande d'informations : « Arbre en hiver » (n° 12)",
      body: `Bonjour,\n\nJe souhaiterais des informations sur l'œuvre « Arbre en hiver » (n° 12) :\n${address}\n\n`,
    });
  });

  it('encodes every character a mail client could misread, spaces as %20 rather than +', () => {
    const mailto = inquiryMailto('contact@example.com', { title: 'Pluie & vent #3 ?', subtitle: '3' }, address);
    expect(mailto).not.toMatch(/[ +#]/);
    expect(parse(mailto).subject).toBe("Demande d'informations : « Pluie & vent # ? » (n° 3)");
  });

  it('names a work with no digits in its title, or no numéro', () => {
    expect(workName({ title: 'Le pommier', subtitle: '' })).toBe('« Le pommier »');
    expect(workName({ title: '2021', subtitle: '4' })).toBe('« 2021 » (n° 4)');
  });
});

describe('"Demander des informations" for a work with a status', () => {
  const address = 'https://portfolio.example.com/aquarelles/12';

  it('keeps its subject and says in the body the state the visitor saw', () => {
    const available = parse(
      inquiryMailto('a@example.com', { title: 'Arbre 12', subtitle: '12', status: 'disponible' }, address),
    );
    expect(available.subject).toBe("Demande d'informations : « Arbre » (n° 12)");
    expect(available.body).toBe(
      `Bonjour,\n\nJe souhaiterais des informations sur l'œuvre « Arbre » (n° 12) :\n${address}\nCette œuvre est indiquée comme disponible sur le site.\n\n`,
    );
    const reserved = parse(
      inquiryMailto('a@example.com', { title: 'Arbre 12', subtitle: '12', status: 'reservee' }, address),
    );
    expect(reserved.body).toContain('Cette œuvre est indiquée comme réservée sur le site.');
  });

  it('says nothing more for a sold work, or one without a status', () => {
    const sold = parse(
      inquiryMailto('a@example.com', { title: 'Arbre 12', subtitle: '12', status: 'vendue' }, address),
    );
    expect(sold.body).toBe(
      `Bonjour,\n\nJe souhaiterais des informations sur l'œuvre « Arbre » (n° 12) :\n${address}\n\n`,
    );
  });
});
