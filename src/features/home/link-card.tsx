import { Link } from 'react-router-dom';
import type { CardItem } from '@/content/cards';
import { OnceAppStarted } from '@/components/ui/once-app-started';
import type { CardKey, CardPicture as CardPictureUrls } from '@/domain/site-content';
import { useIdentity } from '@/hooks/use-identity';

/**
 * A home-page card: one real link (so it opens in a new tab too) around the image, the title,
 * the optional text and the "Voir" button; it grows to 1.1 on hover with a spring
 * (.hover-spring in index.css: CSS, so that the home page needs no animation library).
 */
export function LinkCard({ card, headingLevel = 3 }: { card: CardItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The card's key is its picture's file name (src/content/cards.ts); she may set her own.
  const picture = useIdentity().card(card.image.slice(card.image.lastIndexOf('/') + 1) as CardKey);
  return (
    <div className="hover-spring h-full">
      <Link
        to={card.lien}
        className="group flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-ink/5 transition-shadow hover:shadow-lg"
      >
        <CardPicture picture={picture} />
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
function CardPicture({ picture }: { picture: CardPictureUrls }) {
  return (
    <div className="aspect-[4/3] w-full bg-paper-deep">
      <OnceAppStarted>
        <img
          src={picture.image}
          srcSet={`${picture.thumbnail} 400w, ${picture.image} 800w`}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      </OnceAppStarted>
    </div>
  );
}
