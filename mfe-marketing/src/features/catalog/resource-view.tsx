import type { ReactNode } from 'react';
import type { Resource } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { ErrorState, Skeleton } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** Draws a resource's three states: a skeleton while it loads, the error with Retry, or its data. */
export function ResourceView<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  if (resource.error) {
    const message = resource.error.status >= 500 || resource.error.status === 0 ? t('catalog.unavailable') : resource.error.message;
    return <ErrorState title={t('catalog.loadFailed')} message={message} onRetry={() => void resource.reload()} />;
  }
  if (resource.loading || resource.data === undefined) return <Skeleton lines={4} />;
  return <>{children(resource.data)}</>;
}
