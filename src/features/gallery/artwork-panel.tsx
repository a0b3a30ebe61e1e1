import { useId, useState } from 'react';
import type { Artwork } from '@/domain/artwork';
import { displayTitle } from '@/domain/title';
import { useIdentity } from '@/hooks/use-identity';
import { ShareButton } from './share-button';
import { inquiryMailto } from './work-inquiry';

interface ArtworkPanelProps {
  artwork: Artwork;
  showsDimensions: boolean;
  /** Names the viewer's dialog. */
  titleId: string;
  /** The work's absolute address, to share and to send. */
  url: string;
}

const ACTION = 'rounded-full px-4 py-2 text-sm font-medium focus-visible:outline-offset-2';

/**
 * A work's texts in the viewer, as the earlier overlay showed them (title without digits,
 * numéro, dimensions except for ateliers, description), and what a visitor can do with it.
 * On phones the dimensions and description fold away, so that the work keeps the screen.
 */
export function ArtworkPanel({ artwork, showsDimensions, titleId, url }: ArtworkPanelProps) {
  const [unfolded, setUnfolded] = useState(false);
  const detailsId = useId();
  const { email } = useIdentity();
  const title = displayTitle(artwork.title);
  const dimensions = showsDimensions ? artwork.dimensions : null;
  const hasDetails = Boolean(dimensions || artwork.description);
  return (
    <div className="flex min-h-full flex-col gap-4 bg-ink p-5 text-paper md:p-7">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-2xl text-white">
            {title}
          </h2>
          <p className="mt-1 text-paper/85">Numéro : {artwork.subtitle}</p>
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
