import type { ReactNode } from 'react';
import { deferredPart } from '@/components/ui/deferred-part';
import { CATEGORY_CARDS, WORKS_TITLE } from '@/content/cards';
import { CardSection } from './card-section';
import { Hero } from './hero';

// Below the full-height hero, on every screen: hydrated when the visitor comes near them.
const moreCards = deferredPart(async () => (await import('./lower-sections')).MoreCards);
const siteTexts = deferredPart(async () => (await import('./lower-sections')).SiteTexts);

/**
 * The home page; the app hands it the press section, which belongs to the press feature (and
 * is deferred in the same way).
 */
export function HomePage({ pressSection }: { pressSection: ReactNode }) {
  return (
    <>
      <Hero />
      <CardSection id="mes-oeuvres" title={WORKS_TITLE} cards={CATEGORY_CARDS} columns={4} />
      <moreCards.Part />
      {pressSection}
      <siteTexts.Part />
    </>
  );
}
