import { CATEGORY_CARDS, MORE_CARDS, WORKS_TITLE } from '@/content/cards';
import type { ReactNode } from 'react';
import { Books } from './books';
import { CardSection } from './card-section';
import { Contact } from './contact';
import { Exhibitions } from './exhibitions';
import { Hero } from './hero';
import { Statement } from './statement';

/** The home page; the app hands it the press section, which belongs to the press feature. */
export function HomePage({ pressSection }: { pressSection: ReactNode }) {
  return (
    <>
      <Hero />
      <CardSection id="mes-oeuvres" title={WORKS_TITLE} cards={CATEGORY_CARDS} columns={4} />
      <CardSection id="autres-rubriques" cards={MORE_CARDS} columns={3} />
      {pressSection}
      <Statement />
      <Contact />
      <Exhibitions />
      <Books />
    </>
  );
}
