import { Component, lazy, Suspense, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import type { RemotePanel } from '@ilm/shared/contracts';
import { ErrorState } from '../error-state';
import { Spinner } from '../spinner';
import { usePanelLoader, type EmbeddedPanelLoader } from './panel-loader';

// A panel is kept per loader, so a page drawn again (the visitor comes back) shows it at once.
// React.lazy keeps a failure too: Try again forgets it, so the panel is loaded anew.
const lazyPanels = new WeakMap<EmbeddedPanelLoader, Map<string, LazyExoticComponent<RemotePanel>>>();

function panelsOf(loader: EmbeddedPanelLoader): Map<string, LazyExoticComponent<RemotePanel>> {
  let panels = lazyPanels.get(loader);
  if (!panels) lazyPanels.set(loader, (panels = new Map()));
  return panels;
}

function lazyPanel(loader: EmbeddedPanelLoader, name: string): LazyExoticComponent<RemotePanel> {
  const panels = panelsOf(loader);
  let panel = panels.get(name);
  if (!panel) panels.set(name, (panel = lazy(() => loader.load(name))));
  return panel;
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Keeps a panel that cannot be loaded (or drawn) inside its own box: the rest of the page keeps working. */
class PanelBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('An embedded panel failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PanelUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function PanelUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState title={t('embeddedPanel.unavailableTitle')} message={t('embeddedPanel.unavailableMessage')} onRetry={onRetry} />;
}

/**
 * Another remote's panel drawn inside this page, by name (docs/rules/pages.md#panels): loaded
 * through the loader the shell registered, never by importing that remote. It shows a loading
 * state until the panel arrives, and fails as the shell's panel slot does: the shell's loader
 * tries twice (the second time with the remote reset) and reloads the page once (guarded); then
 * a fallback with Try again. On the server, while the browser hydrates, and where no loader is
 * registered, it draws the loading state.
 */
export function EmbeddedPanel({ name }: { name: string }) {
  const loader = usePanelLoader();
  const [attempt, setAttempt] = useState(0);
  if (!loader) return <Spinner />;
  // The same component on every drawing, loading, loaded or failed; a new one after Try again.
  const Panel = lazyPanel(loader, name);
  const retry = () => {
    loader.reset(name);
    panelsOf(loader).delete(name);
    setAttempt((n) => n + 1);
  };
  return (
    <PanelBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Spinner />}>
        <Panel placement="page" />
      </Suspense>
    </PanelBoundary>
  );
}
