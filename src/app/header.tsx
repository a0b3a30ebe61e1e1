import { Link } from 'react-router-dom';
import { backendKind } from '@/backend/config';
import { ARTIST } from '@/content/artist';
import { PATHS } from '@/domain/paths';

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-paper/90 backdrop-blur">
      <nav
        aria-label="Navigation principale"
        className="mx-auto flex h-16 max-w-page items-center justify-between px-5"
      >
        <Link to={PATHS.home} className="font-display text-xl tracking-wide text-ink hover:text-accent sm:text-2xl">
          {ARTIST.name}
        </Link>
        <div className="flex items-center gap-4">
          {backendKind === 'demo' && (
            <span
              className="rounded-full border border-ochre px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-ochre"
              title="Site de démonstration : les œuvres sont des exemples enregistrés dans ce navigateur."
            >
              démo
            </span>
          )}
          <Link to={PATHS.home} className="hidden text-ink-soft hover:text-accent md:inline">
            Accueil
          </Link>
        </div>
      </nav>
    </header>
  );
}
