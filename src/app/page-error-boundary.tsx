import { Component, type ReactNode } from 'react';
import { ErrorNotice } from '@/components/ui/error-notice';
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
      <div className="flex min-h-[50vh] items-center px-6 py-section">
        <ErrorNotice
          titleIsHeading
          title={PAGE_ERROR_MESSAGES.title}
          hint={PAGE_ERROR_MESSAGES.hint}
          action={{ label: PAGE_ERROR_MESSAGES.reload, onClick: () => window.location.reload() }}
        />
      </div>
    );
  }
}
