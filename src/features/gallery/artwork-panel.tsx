import { useId, useState } from 'react';
import type { Artwork } from '@/domain/artwork';
import { priceLineOf } from '@/domain/availability';
import { displayTitle } from '@/domain/title';
import { useIdentity } from '@/hooks/use-identity';
import { ShareButton } from './share-button';
import { StatusBadge } from './status-badge';
import { inquiryMailto } from './work-inquiry';

interface ArtworkPanelProps {
  artwork: Artwork;
  showsDimensions: boolean;
  /** Names the viewer's dialog. */
  titleId: string;
  /** The work's absolute address, to share and to send. */
  url: string;
  /** Which prices the panel shows (see PriceMode); 'public' unless told. */
  priceMode?: PriceMode;
}

/**
 * Which prices a panel shows: 'public' those she chose to show on the site (else "Prix sur
 * demande"), as the galleries do; 'all' the price of every work on offer that has one, shown or
 * not on the site (a private selection whose prices she chose to show); 'none' no price line.
 */
export type PriceMode = 'public' | 'all' | 'none';

/** The panel's price line for a work, in a given mode (src/domain/availability.ts's priceLineOf). */
export function panelPriceLine(artwork: Pick<Artwork, 'status' | 'price' | 'priceShown'>, mode: PriceMode) {
  if (mode === 'none') return null;
  return priceLineOf(mode === 'all' ? { ...artwork, priceShown: true } : artwork);
}

const ACTION = 'rounded-full px-4 py-2 text-sm font-medium focus-visible:outline-offset-2';

/**
 * A work's texts in the viewer, as the earlier overlay showed them (title without digits,
 * numéro, dimensions except for ateliers, description), and what a visitor can do with it.
 * On phones the dimensions and description fold away, so that the work keeps the screen.
 */
export function ArtworkPanel({ artwork, showsDimensions, titleId, url, priceMode = 'public' }: ArtworkPanelProps) {
  const [unfolded, setUnfolded] = useState(false);
  const detailsId = useId();
  const { email } = useIdentity();
  const title = displayTitle(artwork.title);
  const dimensions = showsDimensions ? artwork.dimensions : null;
  const hasDetails = Boolean(dimensions || artwork.technique || artwork.description);
  const price = panelPriceLine(artwork, priceMode);
  return (
    <div className="flex min-h-full flex-col gap-4 bg-ink p-5 text-paper md:p-7">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-2xl text-white">
            {title}
          </h2>
          <p className="mt-1 text-paper/85">Numéro : {artwork.subtitle}</p>
          {(artwork.status === 'reservee' || artwork.status === 'vendue' || price) && (
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
              <StatusBadge artwork={artwork} place="panel" />
              {price && <span className="text-white">{price}</span>}
            </p>
          )}
        </div>
        {hasDetails && (
          <button
            type="button"
            aria-expanded={unfolded}
            aria-controls={detailsId}
            onClick={() => setUnfolded((open) => !open)}
            className="shrink-0 rounded-full border border-paper/40 px-3 py-1.5 text-sm md:hidden"
          >
            {unfolded ? 'Moins de détails' : 'Plus de détails'}
          </button>
        )}
      </div>
      {hasDetails && (
        <div id={detailsId} className={`space-y-3 ${unfolded ? '' : 'max-md:hidden'}`}>
          {dimensions && <p className="text-paper/85">Dimensions : {dimensions}</p>}
          {artwork.technique && <p className="text-paper/85">Technique : {artwork.technique}</p>}
          {artwork.description && <p className="leading-relaxed">{artwork.description}</p>}
        </div>
      )}
      <div className="flex flex-wrap gap-3 md:mt-auto">
        <a href={inquiryMailto(email, artwork, url)} className={`${ACTION} bg-paper text-ink hover:bg-white`}>
          Demander des informations
        </a>
        <ShareButton
          url={url}
          title={title}
          className={`${ACTION} border border-paper/50 text-paper hover:bg-paper/10`}
        />
      </div>
    </div>
  );
}
