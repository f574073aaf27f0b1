import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  children: ReactNode;
  /** Called by the fallback's Retry button (the owner then mounts a fresh boundary). */
  onRetry: () => void;
  /** Offered every error thrown while rendering; true means the page is reloading for it. */
  onRenderError: (error: unknown) => boolean;
  /** What the fallback says beside its title (default: the page could not be loaded). */
  fallbackMessage?: string;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * Keeps a failed remote page (or panel) inside its own box: the fallback with Retry replaces it,
 * while the layout around it (header, navigation, other remotes) keeps working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A remote module failed', error, info.componentStack);
    if (this.props.onRenderError(error)) this.setState({ reloading: true });
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return null;
    return <RemoteFallback onRetry={this.props.onRetry} message={this.props.fallbackMessage} />;
  }
}
