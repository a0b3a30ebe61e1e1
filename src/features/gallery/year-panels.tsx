import { useState } from 'react';
import type { Artwork } from '@/domain/artwork';
import type { YearGroup } from '@/domain/sort';
import { ArtworkGrid } from './artwork-grid';

interface YearPanelsProps {
  groups: readonly YearGroup[];
  onOpen: (artwork: Artwork) => void;
  registerCard: (key: string, button: HTMLButtonElement | null) => void;
}

function yearLabel(year: number | null): string {
  return year === null ? 'Sans date' : String(year);
}

/** The canvas gallery: one collapsible panel per year, newest first, the newest open at first. */
export function YearPanels({ groups, onOpen, registerCard }: YearPanelsProps) {
  const [openYears, setOpenYears] = useState<ReadonlySet<number | null>>(
    () => new Set(groups.slice(0, 1).map((g) => g.year)),
  );
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
                <ArtworkGrid
                  artworks={group.artworks}
                  showsCaption
                  onOpen={onOpen}
                  registerCard={registerCard}
                  eagerCount={index === 0 ? 1 : 0}
                />
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
