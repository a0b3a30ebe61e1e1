import { CATEGORY_CARDS, MORE_CARDS, WORKS_TITLE } from '@/content/cards';
import { PressSection } from '@/features/press/press-section';
import { Books } from './books';
import { CardSection } from './card-section';
import { Contact } from './contact';
import { Exhibitions } from './exhibitions';
import { Hero } from './hero';
import { Statement } from './statement';

export function HomePage() {
  return (
    <>
      <Hero />
      <CardSection id="mes-oeuvres" title={WORKS_TITLE} cards={CATEGORY_CARDS} columns={4} />
      <CardSection id="autres-rubriques" cards={MORE_CARDS} columns={3} />
      <PressSection />
      <Statement />
      <Contact />
      <Exhibitions />
      <Books />
    </>
  );
}
