import { useMemo } from 'react';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { INTERVENTIONS_CARD_TITLE, MORE_CARDS } from '@/content/cards';
import { useSiteContent } from '@/hooks/use-site-content';
import { Books } from './books';
import { CardSection } from './card-section';
import { Contact } from './contact';
import { Exhibitions } from './exhibitions';
import { Statement } from './statement';

/*
 * The home page's sections below the fold, loaded and hydrated when the visitor comes near them
 * (home-page.tsx). Each follows the live site content itself from then on; a page rendered
 * afresh (not prerendered) shows their texts once the live data comes.
 */

/** The second row of cards; the Interventions card shows the painter's text. */
export function MoreCards() {
  const interventions = useSiteContent().content?.interventions;
  const cards = useMemo(
    () => MORE_CARDS.map((card) => (card.title === INTERVENTIONS_CARD_TITLE ? { ...card, txt: interventions } : card)),
    [interventions],
  );
  return <CardSection id="autres-rubriques" cards={cards} columns={3} />;
}

/** The statement, the contact details, the exhibitions and the books. */
export function SiteTexts() {
  const live = useSiteContent();
  const site = live.content;
  return (
    <>
      <StalledNotice live={live} />
      {site && <Statement statement={site.statement} />}
      <Contact />
      {site && <Exhibitions exhibitions={site.exhibitions} />}
      {site && <Books books={site.books} />}
    </>
  );
}
