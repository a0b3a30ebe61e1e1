import { Link } from 'react-router-dom';
import type { CardItem } from '@/content/cards';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * A home-page card: one real link (so it opens in a new tab too) around the image, the title,
 * the optional text and the "Voir" button; it grows to 1.1 on hover with a spring
 * (.hover-spring in index.css: CSS, so that the home page needs no animation library).
 */
export function LinkCard({ card, headingLevel = 3 }: { card: CardItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="hover-spring h-full">
      <Link
        to={card.lien}
        className="group flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-ink/5 transition-shadow hover:shadow-lg"
      >
        <CardPicture image={card.image} />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <Heading className="text-xl">{card.title}</Heading>
          {card.txt && <p className="text-sm leading-relaxed text-ink-soft">{card.txt}</p>}
          <span className="mt-auto inline-flex w-fit items-center rounded-full bg-accent px-5 py-2 text-sm font-medium text-white group-hover:bg-accent-dark">
            Voir
          </span>
        </div>
      </Link>
    </div>
  );
}

/**
 * The card's picture, in a box of its size that the prerendered page already holds. The picture
 * itself is asked for once the app has started, not while the page loads: the cards sit just
 * below the full-screen hero, within the distance at which the browser fetches lazy images at
 * once, so their requests would share the connection with the hero and the fonts. Without
 * JavaScript, the <noscript> copy shows it.
 */
function CardPicture({ image }: { image: string }) {
  const appStarted = useHydrated();
  const picture = (
    <ResponsiveImage
      image={{ base: image, widths: [400, 800], width: 800, height: 600 }}
      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
      alt=""
      className="h-full w-full object-cover"
    />
  );
  return (
    <div className="aspect-[4/3] w-full bg-paper-deep">{appStarted ? picture : <noscript>{picture}</noscript>}</div>
  );
}
