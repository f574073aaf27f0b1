import { useTranslation } from '@ilm/shared/i18n';
import { ErrorState } from '@ilm/shared/ui';

/** What stands in for a page whose remote cannot be loaded. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <ErrorState
      title={t('remote.unavailableTitle')}
      message={t('remote.unavailableMessage')}
      onRetry={onRetry}
    />
  );
}
