import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PATHS } from '@/domain/paths';
import { STUDIO_SCREENS, type StudioScreen } from './studio-screens';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  'flex min-h-11 items-center rounded-md px-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-accent ' +
  (isActive ? 'bg-ink font-medium text-white' : 'text-ink hover:bg-ink/5');

function ScreenLink({ screen, onChoose }: { screen: StudioScreen; onChoose: () => void }) {
  const to = screen.path.replace(/\/\*$/, '');
  return (
    <li>
      <NavLink to={to} className={linkClass} onClick={onChoose}>
        {screen.title}
      </NavLink>
    </li>
  );
}

function NavList({ onChoose }: { onChoose: () => void }) {
  const groupId = useId();
  const texts = STUDIO_SCREENS.filter((s) => s.group === 'Textes du site');
  // The menu follows the table's order; the site's texts sit together under their heading,
  // where the first of them stands in the table.
  const at = STUDIO_SCREENS.indexOf(texts[0]!);
  const beforeTexts = STUDIO_SCREENS.slice(0, at).filter((s) => !s.group);
  const afterTexts = STUDIO_SCREENS.slice(at).filter((s) => !s.group);
  return (
    <ul className="space-y-1">
      {beforeTexts.map((s) => (
        <ScreenLink key={s.path} screen={s} onChoose={onChoose} />
      ))}
      <li>
        <p id={groupId} className="mt-3 px-3 text-sm font-medium text-ink/80">
          Textes du site
        </p>
        <ul aria-labelledby={groupId} className="space-y-1 pl-2">
          {texts.map((s) => (
            <ScreenLink key={s.path} screen={s} onChoose={onChoose} />
          ))}
        </ul>
      </li>
      {afterTexts.map((s) => (
        <ScreenLink key={s.path} screen={s} onChoose={onChoose} />
      ))}
    </ul>
  );
}

/**
 * The studio's navigation: a side bar on a desktop; on a phone a compact bar with the screen's
 * name and a "Menu" button that opens the same list (closed again once she chooses).
 */
export function StudioNav({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <nav
      aria-label="Atelier"
      className="md:sticky md:top-4 md:self-start"
      onKeyDown={(event) => {
        // Escape closes the phone's menu and gives the focus back to its button.
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        menuButton.current?.focus();
      }}
    >
      <div className="flex items-center justify-between gap-3 md:hidden">
        <p className="truncate text-sm text-ink/80">
          Atelier · <span className="font-medium text-ink">{current}</span>
        </p>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 min-w-11 rounded-md border border-ink/50 bg-white px-4 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          Menu
        </button>
      </div>
      {/* Keyed by the address: Back or a link elsewhere closes the phone's menu. */}
      <div key={pathname} id={listId} className={`${open ? 'block' : 'hidden'} mt-3 md:mt-0 md:block`}>
        <NavList onChoose={close} />
        <p className="mt-6 px-3">
          <Link to={PATHS.home} className="text-sm text-accent-dark underline">
            Voir le site
          </Link>
        </p>
      </div>
    </nav>
  );
}
