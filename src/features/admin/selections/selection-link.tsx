import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { selectionPagePath } from '@/domain/paths';
import { studioDossierPath } from '@/domain/studio-paths';
import {
  controlClass,
  hintClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
  sectionClass,
  sectionTitleClass,
} from '../shared/form-styles';

/** What she reads when the browser refuses to write to the clipboard: the link is selected instead. */
export const COPY_REFUSED =
  'Le navigateur n’a pas permis la copie : le lien est sélectionné, copiez-le avec Ctrl+C (ou ⌘+C sur un Mac).';

/** The selection's full address on this site, as she sends it. */
export function selectionUrl(id: string): string {
  return new URL(selectionPagePath(id), window.location.origin).href;
}

/**
 * A saved selection's link, shown in full, with "Copier le lien" (the clipboard; where the
 * browser refuses, the text is selected for her to copy), "Ouvrir" in a new tab, and its
 * printable dossier.
 */
export function SelectionLink({ id }: { id: string }) {
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);
  const url = selectionUrl(id);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setRefused(false);
      toast.success('Lien copié');
    } catch (error) {
      console.info('Clipboard refused; the link is selected instead.', error);
      setRefused(true);
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <section aria-labelledby={`${fieldId}-titre`} className={sectionClass}>
      <h2 id={`${fieldId}-titre`} className={sectionTitleClass}>
        Le lien à envoyer
      </h2>
      <label htmlFor={fieldId} className={labelClass}>
        Adresse de la sélection
      </label>
      <input
        ref={input}
        id={fieldId}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby={`${fieldId}-aide`}
        className={`${controlClass} font-mono text-sm`}
      />
      <p id={`${fieldId}-aide`} className={hintClass}>
        {refused
          ? COPY_REFUSED
          : 'Seules les personnes à qui vous l’envoyez la connaissent : elle n’est liée nulle part sur le site.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={() => void copy()} className={`${primaryButtonClass} min-h-11`}>
          Copier le lien
        </button>
        <a href={url} target="_blank" rel="noopener" className={`${secondaryButtonClass} min-h-11`}>
          Ouvrir<span className="sr-only"> la sélection dans un nouvel onglet</span>
        </a>
        <Link to={studioDossierPath({ selection: id })} className={`${secondaryButtonClass} min-h-11`}>
          Dossier imprimable de la sélection
        </Link>
      </div>
    </section>
  );
}
