import type { Artwork } from '@/domain/artwork';
import { ArtworkCard } from './artwork-card';

interface ArtworkGridProps {
  artworks: readonly Artwork[];
  showsCaption: boolean;
  onOpen: (artwork: Artwork) => void;
  registerCard: (key: string, button: HTMLButtonElement | null) => void;
  /** How many cards, from the first, load their image at once. */
  eagerCount?: number;
}

/** One column on small screens, four from medium up. */
export function ArtworkGrid({ artworks, showsCaption, onOpen, registerCard, eagerCount = 0 }: ArtworkGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-4" data-testid="artwork-grid">
      {artworks.map((artwork, i) => (
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
    </ul>
  );
}
