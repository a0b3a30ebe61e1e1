import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { backendKind } from '@/backend/backend-kind';
import { GALLERIES } from '@/domain/galleries';
import { PATHS } from '@/domain/paths';
import { useIdentity } from '@/hooks/use-identity';

/** Where the menu leads: home, the six galleries and the press page. */
const MENU: ReadonlyArray<{ path: string; label: string }> = [
  { path: PATHS.home, label: 'Accueil' },
  ...GALLERIES.map((g) => ({ path: g.path, label: g.title })),
  { path: PATHS.press, label: 'Presse' },
];

/**
 * An empty element closing the top bar: the page's head (index.html) holds the first frame until
 * the browser has read it, so the bar is drawn whole. Its links line up from the right, so a
 * part of them, drawn while a slow connection brings the rest, would move when the rest came.
 */
const HEADER_END_ID = 'fin-en-tete';

/** The link of the page shown (a gallery's, too, with one of its works open). */
function isCurrent(path: string, pathname: string): boolean {
  const here = pathname.toLowerCase();
  return path === PATHS.home ? here === path : here === path || here.startsWith(`${path}/`);
}

/**
 * The spec's top bar (the name linking home, "Accueil" from medium screens up) and the site's
 * menu: its links in the bar on wide screens, behind a disclosure button below.
 */
export function Header() {
  const { pathname } = useLocation();
  const { name } = useIdentity();
  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-paper/90 backdrop-blur">
      <nav
        aria-label="Navigation principale"
        className="mx-auto flex h-16 max-w-page items-center justify-between gap-4 px-5"
      >
        <Link to={PATHS.home} className="font-display text-xl tracking-wide text-ink hover:text-accent sm:text-2xl">
          {name}
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
          <Link
            to={PATHS.home}
            aria-current={pathname === PATHS.home ? 'page' : undefined}
            className="hidden text-ink-soft hover:text-accent md:inline"
          >
            Accueil
          </Link>
          <MenuLinks
            links={MENU.slice(1)}
            pathname={pathname}
            className="hidden items-center gap-4 text-sm xl:flex"
            linkClassName="text-ink-soft hover:text-accent aria-[current=page]:text-accent"
          />
          <MenuDisclosure pathname={pathname} />
        </div>
      </nav>
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}

/** Below extra-large screens: a "Menu" button that shows and hides the links. */
function MenuDisclosure({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A new page closes it.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="xl:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full border border-ink/20 px-3 py-1.5 text-sm text-ink hover:border-accent hover:text-accent"
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={open ? 'M5 5l10 10M15 5 5 15' : 'M3 6h14M3 10h14M3 14h14'} stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <MenuLinks
        id={menuId}
        hidden={!open}
        links={MENU}
        pathname={pathname}
        className="absolute inset-x-0 top-16 border-b border-ink/10 bg-paper px-5 py-3 shadow-lg md:left-auto md:right-5 md:w-72 md:rounded-b-lg md:border-x"
        linkClassName="block rounded px-2 py-2.5 text-ink hover:bg-paper-deep hover:text-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent"
      />
    </div>
  );
}

interface MenuLinksProps {
  links: typeof MENU;
  pathname: string;
  className: string;
  linkClassName: string;
  id?: string;
  hidden?: boolean;
}

/** The menu's links as a list, the page shown marked as current. */
function MenuLinks({ links, pathname, className, linkClassName, id, hidden }: MenuLinksProps) {
  return (
    <ul id={id} hidden={hidden} className={className}>
      {links.map(({ path, label }) => (
        <li key={path}>
          <Link to={path} aria-current={isCurrent(path, pathname) ? 'page' : undefined} className={linkClassName}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
