import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { toApiError, type ApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { Button, EmptyState, ErrorState, FormAlert, Skeleton } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useFormat } from '../common/format';
import { useResource } from '@ilm/shared/api';
import ui from '../common/ui.module.css';
import { instanceHref } from '../instances/instance-card';
import { fetchInstances } from '../instances/instances.api';
import { fetchLedger, LEDGER_PAGE_SIZE, type LedgerEntry } from './tokens.api';
import styles from './tokens.module.css';

/** Every grant and spend, newest first, with its reason and date; more pages on request. */
export function Ledger({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const first = useResource(() => fetchLedger(), `ledger-${refreshKey}`);
  // Names the lab of each launch, extension and refund (the ledger itself only holds the instance id).
  const instances = useResource(() => fetchInstances('all'), `instances-${refreshKey}`);
  const labTitles = new Map((instances.data?.results ?? []).map((instance) => [instance.id, instance.lab.title]));
  const [older, setOlder] = useState<LedgerEntry[]>([]);
  const [more, setMore] = useState<boolean | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiError>();
  const entries = [...(first.data?.results ?? []), ...older];
  const hasMore = more ?? (first.data?.results.length ?? 0) >= LEDGER_PAGE_SIZE;

  const loadMore = useCallback(async () => {
    const last = entries.at(-1);
    if (!last) return;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await fetchLedger(last.id);
      setOlder((previous) => [...previous, ...page.results]);
      setMore(page.results.length >= LEDGER_PAGE_SIZE);
    } catch (caught) {
      setMoreError(toApiError(caught));
    } finally {
      setLoadingMore(false);
    }
  }, [entries]);

  return (
    <section className={ui.card} aria-labelledby="ledger-title">
      <h2 id="ledger-title" className={ui.sectionTitle}>
        {t('ledger.title')}
      </h2>
      {first.error ? (
        <ErrorState message={first.error.message} onRetry={() => void first.reload()} />
      ) : !first.data ? (
        <Skeleton lines={5} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('ledger.emptyTitle')} message={t('ledger.emptyBody')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('ledger.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ledger.date')}</th>
                <th scope="col">{t('ledger.reason')}</th>
                <th scope="col" className={styles.number}>
                  {t('ledger.change')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('ledger.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('ledger.date')}>
                    <time dateTime={entry.created_at}>{format.dateTime(entry.created_at)}</time>
                  </td>
                  <td data-label={t('ledger.reason')}>
                    {t(`reason.${entry.reason}`, { defaultValue: entry.reason })}
                    {entry.ref_type === 'lab_instance' && entry.ref_id && (
                      <>
                        {' · '}
                        <Link className={ui.link} to={instanceHref(entry.ref_id)}>
                          {labTitles.get(entry.ref_id) ?? t('ledger.viewInstance')}
                        </Link>
                      </>
                    )}
                  </td>
                  <td data-label={t('ledger.change')} className={`${styles.number} ${entry.delta > 0 ? styles.grant : styles.spend}`}>
                    {format.signed(entry.delta)}
                  </td>
                  <td data-label={t('ledger.balanceAfter')} className={styles.number}>
                    {format.number(entry.balance_after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {moreError && <FormAlert>{moreError.message}</FormAlert>}
      {first.data && hasMore && (
        <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
          {t('ledger.more')}
        </Button>
      )}
    </section>
  );
}
