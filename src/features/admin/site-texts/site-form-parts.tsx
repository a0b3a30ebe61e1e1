import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlA11y, FieldError } from '../shared/field-parts';
import { controlClass, labelClass, sectionClass, sectionTitleClass } from '../shared/form-styles';

/** A section of the site's texts in the studio: its heading, its form, its preview. */
export function SiteSectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h3 id={id} className={sectionTitleClass}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A labelled text control of a react-hook-form form, with its French error beneath it. */
export function RegisteredTextField({
  id,
  label,
  registration,
  error,
  multiline = false,
  numeric = false,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  multiline?: boolean;
  /** A year: the phone shows digits. */
  numeric?: boolean;
}) {
  const control = { ...controlA11y(id, error), ...registration, className: controlClass };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={4} {...control} />
      ) : (
        <input type="text" inputMode={numeric ? 'numeric' : undefined} {...control} />
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** "How it will read": the section as the home page will show it. */
export function Preview({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 rounded-md border border-dashed border-ink/30 bg-paper p-4">
      <p className="mb-2 text-sm font-medium text-ink/80">Aperçu</p>
      {children}
    </div>
  );
}
