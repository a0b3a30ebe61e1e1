import { useState, type ReactNode } from 'react';
import type { AdminBackend } from '@/backend/types';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { SiteContent } from '@/domain/site-content';
import { alertClass, hintClass, primaryButtonClass } from '../shared/form-styles';
import { studioErrorMessage } from '../shared/messages';
import { useStudio } from '../shell/studio-context';

/** A fresh project has no `site` node: the studio offers to start from the site's current texts. */
function ImportOffer({ backend }: { backend: AdminBackend }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const importTexts = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await backend.importSiteContent(DEFAULT_SITE_CONTENT);
    } catch (error) {
      console.error(error);
      setFailure(studioErrorMessage(error, 'save'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <p>
        La base de données ne contient pas encore les textes du site : les pages publiques montrent ceux livrés avec le
        site. Importez-les pour pouvoir les modifier ici.
      </p>
      {failure && (
        <p role="alert" className={alertClass}>
          {failure}
        </p>
      )}
      <button
        type="button"
        aria-disabled={busy}
        className={primaryButtonClass}
        onClick={() => !busy && void importTexts()}
      >
        Importer les textes actuels du site
      </button>
    </div>
  );
}

/**
 * A screen of the site's texts: `children` edits the `site` node as the studio follows it. Says
 * so while it loads, when it does not come, and offers the import when the project has none.
 */
export function SiteTextScreen({ children }: { children: (site: SiteContent) => ReactNode }) {
  const { backend, site } = useStudio();
  return (
    // Focusable by script only: "Réessayer" leaves the focus here (StalledNotice).
    <div tabIndex={-1} className="space-y-4 focus:outline-none">
      <StalledNotice live={site} message={STUDIO_MESSAGES.siteStalled} placement="inline" />
      {site.status === 'loading' && !site.stalled && (
        <p role="status" className={hintClass}>
          Chargement des textes…
        </p>
      )}
      {site.status === 'error' && (
        <p role="alert" className={alertClass}>
          {STUDIO_MESSAGES.siteLoadFailed}
        </p>
      )}
      {site.status === 'success' && (site.data ? children(site.data) : <ImportOffer backend={backend} />)}
    </div>
  );
}
