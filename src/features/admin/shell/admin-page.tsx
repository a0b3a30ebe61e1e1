import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { PATHS } from '@/domain/paths';
import { STUDIO_PATHS } from '@/domain/studio-paths';
import { useAdminUser } from '../account/use-admin-user';
import { alertClass, hintClass } from '../shared/form-styles';
import { useAdminBackend } from '../shared/use-admin-backend';
import { StudioShell } from './studio-shell';
import { STUDIO_SCREENS, studioScreenAt } from './studio-screens';

/** /addArticle's screen, loaded like the studio's others: the guard and the shell come first. */
const AddArticleScreen = lazy(async () => ({ default: (await import('../works/add-screen')).AddArticleScreen }));

/** Shows `children` to the signed-in admin only; anyone else goes to the sign-in page. */
function AdminOnly({ children }: { children: (backend: AdminBackend) => ReactNode }) {
  const backend = useAdminBackend();
  const user = useAdminUser(backend.data);

  if (backend.status === 'error') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.loadFailed}
        </p>
      </div>
    );
  }
  if (backend.status === 'loading' || user.status === 'loading') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <p role="status" className={hintClass}>
          Chargement…
        </p>
      </div>
    );
  }
  if (user.status === 'error' || !user.data?.isAdmin) return <Navigate to={PATHS.signIn} replace />;
  return children(backend.data);
}

/**
 * /addArticle, where the spec's sign-in leads: the add form, the delete form and the way to
 * "Modifier", inside the studio. Without a query string it sends to /admin, and so does any visit
 * by someone not signed in as the admin: the URL's token grants nothing.
 */
export function AdminPage() {
  const { search } = useLocation();
  if (search === '') return <Navigate to={PATHS.signIn} replace />;
  return (
    <AdminOnly>
      {(backend) => (
        <StudioShell backend={backend} title="Administration">
          <AddArticleScreen />
        </StudioShell>
      )}
    </AdminOnly>
  );
}

/** /studio and every address below it: one screen of the studio, for the signed-in admin. */
export function StudioPage() {
  const { pathname } = useLocation();
  const current = studioScreenAt(pathname);
  return (
    <AdminOnly>
      {(backend) => (
        <StudioShell backend={backend} title={current?.title ?? 'Œuvres'}>
          <Routes>
            {STUDIO_SCREENS.map(({ path, Screen }) => (
              <Route key={path} path={path.slice(PATHS.studio.length + 1)} element={<Screen />} />
            ))}
            {/* /studio itself, or an address it does not know: her works. */}
            <Route path="*" element={<Navigate to={STUDIO_PATHS.works} replace />} />
          </Routes>
        </StudioShell>
      )}
    </AdminOnly>
  );
}
