import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { Toasts } from '@/components/ui/toasts';
import { identityOrSeed } from '@/content/identity-seed';
import { PATHS } from '@/domain/paths';
import { hintClass, secondaryButtonClass } from '../shared/form-styles';
import { useEmptyDeletionQueue } from '../shared/use-empty-deletion-queue';
import { useStudioSite, useTrash, useWorksByType } from '../shared/use-studio-data';
import { StudioContext, StudioPlaceContext, type Studio } from './studio-context';
import { StudioNav } from './studio-nav';

/** The document's title on a studio screen: where she is first, as a tab shows it. */
export function studioDocumentTitle(screenTitle: string, name = identityOrSeed(null).name): string {
  return `${screenTitle} · Atelier · ${name}`;
}

interface StudioShellProps {
  backend: AdminBackend;
  /** The screen's name: the page's heading and the start of the document's title. */
  title: string;
  children: ReactNode;
}

/**
 * Every screen of the studio inside one frame: the navigation, the screen's heading, "Se
 * déconnecter", the toasts; the works, the trash and the site followed once for all screens.
 */
export function StudioShell({ backend, title, children }: StudioShellProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const works = useWorksByType(backend);
  const trash = useTrash(backend);
  const site = useStudioSite(backend);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstScreen = useRef(true);
  useEmptyDeletionQueue(backend);

  const [place, setPlace] = useState<string | null>(null);
  const name = identityOrSeed(site.data).name;
  useEffect(() => {
    document.title = studioDocumentTitle(place ? `${place} · ${title}` : title, name);
  }, [title, place, name]);

  // A screen reached from the navigation takes the focus on its heading, so that a screen reader
  // says where she arrived and Tab goes on from there (not on the first screen: the page's own).
  useEffect(() => {
    if (firstScreen.current) firstScreen.current = false;
    else heading.current?.focus();
  }, [pathname]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await backend.signOut();
    } catch (error) {
      console.error(error);
    }
    navigate(PATHS.signIn, { replace: true });
  };

  // One value while the data stays the same: a screen's title or place changing redraws no screen.
  const studio = useMemo<Studio>(() => ({ backend, works, trash, site }), [backend, works, trash, site]);
  return (
    <StudioContext.Provider value={studio}>
      <StudioPlaceContext.Provider value={setPlace}>
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
          <StudioNav current={title} />
          <div className="mt-6 min-w-0 space-y-8 md:mt-0">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h1 ref={heading} tabIndex={-1} className="font-display text-3xl text-ink focus:outline-none sm:text-4xl">
                {title}
              </h1>
              <button
                type="button"
                disabled={signingOut}
                onClick={() => void signOut()}
                className={secondaryButtonClass}
              >
                Se déconnecter
              </button>
            </div>
            <Suspense
              fallback={
                <p role="status" data-screen-loading className={hintClass}>
                  Chargement…
                </p>
              }
            >
              {children}
            </Suspense>
          </div>
        </div>
        <Toasts />
      </StudioPlaceContext.Provider>
    </StudioContext.Provider>
  );
}
