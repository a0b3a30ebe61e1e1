import { useState } from 'react';
import type { AdminBackend } from '@/backend/types';
import { StalledNotice } from '@/components/ui/stalled-notice';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { SiteContent } from '@/domain/site-content';
import type { LiveState } from '@/hooks/use-subscription';
import { alertClass, hintClass, primaryButtonClass, sectionClass, sectionTitleClass } from '../shared/form-styles';
import { studioErrorMessage } from '../shared/messages';
import { BooksForm } from './books-form';
import { PressForm } from '../press/press-section-form';
import { ExhibitionsForm, InterventionsForm, StatementForm } from './text-sections';

const CONTENTS: [id: string, label: string][] = [
  ['site-demarche-section', 'La démarche'],
  ['site-exposition-section', 'Les expositions'],
  ['site-livres-section', 'Les livres et la vidéo'],
  ['site-interventions-section', 'La carte « Interventions »'],
  ['site-presse-section', 'Les articles de presse'],
];

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

function SiteForms({ backend, site }: { backend: AdminBackend; site: SiteContent }) {
  return (
    <div className="space-y-6">
      <nav aria-label="Textes du site">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {CONTENTS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-accent-dark underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <StatementForm backend={backend} stored={site.statement} />
      <ExhibitionsForm backend={backend} stored={site.exhibitions} />
      <BooksForm backend={backend} stored={site.books} />
      <InterventionsForm backend={backend} stored={site.interventions} />
      <PressForm backend={backend} stored={site.press} />
    </div>
  );
}

/**
 * The site's texts and press clippings, as the home and press pages show them, edited live.
 * `site` is the `site` node as the studio follows it (null when the project has none); says so
 * when it does not come.
 */
export function SiteEditor({ backend, site }: { backend: AdminBackend; site: LiveState<SiteContent | null> }) {
  return (
    // Focusable by script only: "Réessayer" leaves the focus here (StalledNotice).
    <section aria-labelledby="textes-du-site" tabIndex={-1} className={`${sectionClass} focus:outline-none`}>
      <h2 id="textes-du-site" className={sectionTitleClass}>
        Textes du site
      </h2>
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
      {site.status === 'success' &&
        (site.data ? <SiteForms backend={backend} site={site.data} /> : <ImportOffer backend={backend} />)}
    </section>
  );
}
