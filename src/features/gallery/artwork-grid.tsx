import type { Artwork } from '@/domain/artwork';
import { ArtworkCard } from './artwork-card';
import { useProgressiveCount } from './use-progressive-count';

interface ArtworkGridProps {
  artworks: readonly Artwork[];
  showsCaption: boolean;
  onOpen: (artwork: Artwork) => void;
  registerCard: (key: string, button: HTMLButtonElement | null) => void;
  /** How many cards, from the first, load their image at once. */
  eagerCount?: number;
}

/** One column on small screens, four from medium up; long lists grow as the visitor scrolls. */
export function ArtworkGrid({ artworks, showsCaption, onOpen, registerCard, eagerCount = 0 }: ArtworkGridProps) {
  const { shown, sentinel, hasMore } = useProgressiveCount(artworks.length);
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-4" data-testid="artwork-grid">
      {artworks.slice(0, shown).map((artwork, i) => (
        <li key={artwork.key}>
          <ArtworkCard
            artwork={artwork}
            showsCaption={showsCaption}
            onOpen={() => onOpen(artwork)}
            buttonRef={(button) => registerCard(artwork.key, button)}
            eager={i < eagerCount}
          />
        </li>
      ))}
      {hasMore && <li ref={sentinel} aria-hidden="true" className="col-span-full h-px" />}
    </ul>
  );
}
