import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What shows instead of the children once they failed; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the children render again (to start a fresh load). */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Children that threw while rendering (a screen whose code could not be fetched, say) are replaced by the
 * fallback instead of taking the whole page down with them: React unmounts everything above an uncaught error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
