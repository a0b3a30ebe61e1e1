import { memo, useState } from 'react';
import type { Artwork } from '@/domain/artwork';
import type { YearGroup } from '@/domain/sort';
import { ArtworkMasonry } from './artwork-masonry';

interface YearPanelsProps {
  groups: readonly YearGroup[];
  hrefOf: (artwork: Artwork) => string;
  registerCard: (key: string, link: HTMLAnchorElement | null) => void;
  /** The work the viewer shows: its year's panel opens, so that focus can come back to its card. */
  shownWork: Artwork | null;
}

function yearLabel(year: number | null): string {
  return year === null ? 'Sans date' : String(year);
}

/**
 * The canvas gallery: one collapsible panel per year, newest first, the newest open at first.
 * Memoized, as ArtworkMasonry is.
 */
export const YearPanels = memo(function YearPanels({ groups, hrefOf, registerCard, shownWork }: YearPanelsProps) {
  const [openYears, setOpenYears] = useState<ReadonlySet<number | null>>(
    () => new Set(groups.slice(0, 1).map((g) => g.year)),
  );
  const shownYear = shownWork ? (shownWork.years ?? null) : undefined;
  if (shownYear !== undefined && !openYears.has(shownYear)) setOpenYears(new Set(openYears).add(shownYear));
  const toggle = (year: number | null) =>
    setOpenYears((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, index) => {
        const isOpen = openYears.has(group.year);
        const panelId = `annee-${yearLabel(group.year)}`;
        return (
          <section
            key={yearLabel(group.year)}
            aria-labelledby={`${panelId}-titre`}
            className="rounded-lg bg-white/60 ring-1 ring-ink/10"
          >
            <h2 id={`${panelId}-titre`} className="text-2xl">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(group.year)}
                className="flex w-full items-center justify-between px-5 py-4 text-left hover:text-accent"
              >
                <span>{yearLabel(group.year)}</span>
                <span
                  aria-hidden="true"
                  className={`font-sans text-sm text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
                >
                  ▾
                </span>
              </button>
            </h2>
            <div id={panelId} hidden={!isOpen} className="px-5 pb-5">
              {isOpen && (
                <ArtworkMasonry
                  artworks={group.artworks}
                  hrefOf={hrefOf}
                  showsCaption
                  registerCard={registerCard}
                  eagerCount={index === 0 ? 1 : 0}
                  shownKey={shownWork?.key ?? null}
                />
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
});
