import { LinkCard } from './link-card';
import type { CardItem } from '@/content/cards';

interface CardSectionProps {
  id: string;
  title?: string;
  cards: readonly CardItem[];
  columns: 3 | 4;
}

/** A section of link cards: "Mes Oeuvres" (four categories) and the second one (three cards). */
export function CardSection({ id, title, cards, columns }: CardSectionProps) {
  return (
    <section
      aria-labelledby={title ? id : undefined}
      aria-label={title ? undefined : 'Autres rubriques'}
      className="mx-auto max-w-page px-5 py-section"
    >
      {title && (
        <h2 id={id} className="mb-10 text-center text-4xl">
          {title}
        </h2>
      )}
      <ul className={`grid gap-8 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {cards.map((card) => (
          <li key={card.lien}>
            <LinkCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
