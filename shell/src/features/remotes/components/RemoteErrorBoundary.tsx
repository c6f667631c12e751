import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** When it changes while the fallback shows (the user navigated), the boundary tries its children again. */
  resetKey: string;
  /** Called before the children are tried again, to forget a failed load. */
  onReset: () => void;
  fallback: (retry: () => void) => ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * Contains a remote that failed to load or threw while rendering: the fallback replaces that remote only,
 * the shell and every other remote keep working. (React logs the caught error to the console itself.)
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = (): void => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
