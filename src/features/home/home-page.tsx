import { CATEGORY_CARDS, INTERVENTIONS_CARD_TITLE, MORE_CARDS, WORKS_TITLE } from '@/content/cards';
import { useMemo, type ReactNode } from 'react';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { useSiteContent } from '@/hooks/use-site-content';
import { Books } from './books';
import { CardSection } from './card-section';
import { Contact } from './contact';
import { Exhibitions } from './exhibitions';
import { Hero } from './hero';
import { Statement } from './statement';

/** The home page; the app hands it the press section, which belongs to the press feature. */
export function HomePage({ pressSection }: { pressSection: ReactNode }) {
  const live = useSiteContent();
  const site = live.content;
  // A page rendered afresh (not prerendered) shows the texts once the live data comes.
  const interventions = site?.interventions;
  const moreCards = useMemo(
    () => MORE_CARDS.map((card) => (card.title === INTERVENTIONS_CARD_TITLE ? { ...card, txt: interventions } : card)),
    [interventions],
  );
  return (
    <>
      <StalledNotice live={live} />
      <Hero />
      <CardSection id="mes-oeuvres" title={WORKS_TITLE} cards={CATEGORY_CARDS} columns={4} />
      <CardSection id="autres-rubriques" cards={moreCards} columns={3} />
      {pressSection}
      {site && <Statement statement={site.statement} />}
      <Contact />
      {site && <Exhibitions exhibitions={site.exhibitions} />}
      {site && <Books books={site.books} />}
    </>
  );
}
