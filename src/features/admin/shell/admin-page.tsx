import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { AdminBackend } from '@/backend/types';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { Toasts } from '@/components/ui/toasts';
import { PATHS } from '@/domain/paths';
import { AddArtworkForm } from '../works/add-artwork-form';
import { Catalogue } from '../works/catalogue';
import { DeleteArtworkForm } from '../works/delete-artwork-form';
import { EditArtworkForm, type WorkRef } from '../works/edit-artwork-form';
import { alertClass, hintClass, secondaryButtonClass } from '../shared/form-styles';
import { PublicationStatus } from '../publication/publication-status';
import { SiteEditor } from '../site-texts/site-editor';
import { TrashSection } from '../works/trash-section';
import { useAdminBackend } from '../shared/use-admin-backend';
import { useAdminUser } from '../account/use-admin-user';
import { useEmptyDeletionQueue } from '../shared/use-empty-deletion-queue';

import { siteAsPublished, useStudioSite, useTrash, useWorksByType } from '../shared/use-studio-data';

/** "Sauvegardes" (src/features/admin/backup/), loaded apart: the studio shows it last. */
const BackupSection = lazy(() => import('../publication/backup-section'));

/**
 * /addArticle: the painter's studio. Without a query string it sends to /admin, and so does any
 * visit by someone not signed in as the admin: the URL's token grants nothing.
 */
export function AdminPage() {
  const { search } = useLocation();
  if (search === '') return <Navigate to={PATHS.signIn} replace />;
  return <GuardedAdmin />;
}

function GuardedAdmin() {
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
  return <AdminScreen backend={backend.data} />;
}

function AdminScreen({ backend }: { backend: AdminBackend }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const works = useWorksByType(backend);
  const trash = useTrash(backend);
  const site = useStudioSite(backend);
  const [editing, setEditing] = useState<WorkRef | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEmptyDeletionQueue(backend);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await backend.signOut();
    } catch (error) {
      console.error(error);
    }
    navigate(PATHS.signIn, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">Administration</h1>
        <button type="button" disabled={signingOut} onClick={() => void signOut()} className={secondaryButtonClass}>
          Se déconnecter
        </button>
      </div>
      <PublicationStatus works={works} site={siteAsPublished(site)} />
      <div className="grid items-start gap-8 md:grid-cols-2">
        <AddArtworkForm backend={backend} />
        <DeleteArtworkForm backend={backend} works={works} />
      </div>
      <EditArtworkForm
        backend={backend}
        works={works}
        selection={editing}
        onSelect={setEditing}
        focusRequest={focusRequest}
      />
      <Catalogue
        backend={backend}
        works={works}
        onEdit={(work) => {
          setEditing(work);
          setFocusRequest((n) => n + 1);
        }}
      />
      <TrashSection backend={backend} trash={trash} />
      <SiteEditor backend={backend} site={site} />
      <Suspense fallback={<p className={hintClass}>Chargement des sauvegardes…</p>}>
        <BackupSection backend={backend} />
      </Suspense>
      <Toasts />
    </div>
  );
}
