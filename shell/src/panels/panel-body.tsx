import { Suspense, useContext, useMemo, useState } from 'react';
import type { SitePanel } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { Spinner } from '@ilm/shared/ui';
import { loadPanelWithRetry, RemoteRuntimeContext } from '../remotes/page-loader';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { isChunkError, lazyRemote, reloadOnce } from '../remotes/remote-modules';

/**
 * A panel's module, loaded from its remote when the panel is first drawn, and failing as a page
 * does (docs/rules/errors.md#remote-failure): one retry, one guarded page reload, then a fallback with Try again inside the sheet.
 */
export function PanelBody({ panel, onClose }: { panel: SitePanel; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const runtime = useContext(RemoteRuntimeContext);
  if (!runtime) throw new Error('PanelBody needs a RemoteRuntimeContext');
  const { remote, name } = panel;
  const [attempt, setAttempt] = useState(0);
  const Panel = useMemo(
    () => lazyRemote(runtime, `panel:${remote}/${name}#${attempt}`, () => loadPanelWithRetry(runtime.loader, remote, name)),
    [runtime, remote, name, attempt],
  );
  const retry = () => {
    runtime.loader.reset(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={retry}
      onRenderError={(error) => isChunkError(error) && reloadOnce(runtime)}
      fallbackMessage={t('panels.unavailableMessage')}
    >
      <Suspense fallback={<Spinner label={t('panels.loading')} />}>
        <Panel placement="sheet" onClose={onClose} />
      </Suspense>
    </RemoteBoundary>
  );
}
