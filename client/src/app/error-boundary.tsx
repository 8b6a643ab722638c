import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../lib/report-client-error';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the pathname) clears a caught error, so navigating away recovers. */
  resetKey?: string;
  /** Replaces the default in-page fallback (used at the root, where there is no layout). */
  fallback?: ReactNode;
  /** Told of each error caught, after it is reported. */
  onError?: (error: Error) => void;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, info.componentStack ?? undefined);
    this.props.onError?.(error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    // A failed lazy chunk stays failed inside React.lazy; only a reload fetches it again.
    if (this.state.error && /dynamically imported module|Importing a module script failed/i.test(this.state.error.message)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return this.props.fallback ?? <ErrorFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
