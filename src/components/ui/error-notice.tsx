import type { ReactNode } from 'react';

interface ErrorNoticeProps {
  /** What failed, in French (from src/content/error-messages.ts). */
  title: string;
  /** What the visitor can do about it. */
  hint: string;
  /** The way out: its label and what it does. */
  action: { label: string; onClick: () => void };
  /** The page's only heading when the notice stands in for the whole page. */
  titleIsHeading?: boolean;
}

/**
 * The one way a public page says that something failed: an alert with what failed, what to do,
 * and a button to do it. Used where a page could not be shown at all (the page error boundary)
 * and where its live data could not be read (a gallery).
 */
export function ErrorNotice({ title, hint, action, titleIsHeading = false }: ErrorNoticeProps) {
  const heading: ReactNode = titleIsHeading ? (
    <h1 className="text-3xl">{title}</h1>
  ) : (
    <p className="text-lg font-medium">{title}</p>
  );
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-lg border border-ochre/40 bg-white p-6 text-center"
    >
      {heading}
      <p className="text-muted">{hint}</p>
      <button
        type="button"
        onClick={action.onClick}
        className="mt-1 rounded-full bg-accent px-5 py-2 text-white hover:bg-accent-dark"
      >
        {action.label}
      </button>
    </div>
  );
}
