import { useTranslation } from '@ilm/shared/i18n';
import { ErrorState } from '@ilm/shared/ui';

/** What stands in for a page (or a panel, with its own `message`) whose remote cannot be loaded. */
export function RemoteFallback({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('shell');
  return <ErrorState title={t('remote.unavailableTitle')} message={message ?? t('remote.unavailableMessage')} onRetry={onRetry} />;
}
