import { Component, type ReactNode } from 'react';
import { PAGE_ERROR_MESSAGES } from '@/content/error-messages';

interface State {
  failed: boolean;
}

/**
 * Around each page: when the page cannot be shown (its code did not load, after a deploy or on a
 * dropped connection, or it failed while rendering), the layout stays and this French message
 * takes the page's place, with a way to reload, rather than a blank window. React reports the
 * error in the console itself.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-section text-center"
      >
        <h1 className="text-3xl">{PAGE_ERROR_MESSAGES.title}</h1>
        <p className="text-muted">{PAGE_ERROR_MESSAGES.hint}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-accent px-6 py-3 text-white hover:bg-accent-dark"
        >
          {PAGE_ERROR_MESSAGES.reload}
        </button>
      </div>
    );
  }
}
