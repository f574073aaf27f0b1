import { Link } from '@ilm/shared/router';
import { toApiError } from '@ilm/shared/api';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useInfiniteQuery, useQuery } from '@ilm/shared/query';
import { Button, EmptyState, FormAlert, visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { instanceHref, instancesQuery } from '../instances';
import { ledgerQuery } from './tokens.queries';
import styles from './tokens.module.css';

/** Every grant and spend, newest first, with its reason and date; more pages on request. */
export function Ledger() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const ledger = useInfiniteQuery(ledgerQuery());
  // Names the lab of each launch, extension and refund (the ledger itself only holds the instance id).
  const instances = useQuery(instancesQuery('all'));
  const labTitles = new Map((instances.data?.results ?? []).map((instance) => [instance.id, instance.lab.title]));
  const entries = ledger.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <section className={ui.card} aria-labelledby="ledger-title">
      <h2 id="ledger-title" className={ui.sectionTitle}>
        {t('ledger.title')}
      </h2>
      <QueryView
        query={ledger}
        lines={5}
        isEmpty={() => entries.length === 0}
        empty={<EmptyState title={t('ledger.emptyTitle')} message={t('ledger.emptyBody')} />}
      >
        {() => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={visuallyHiddenClass}>{t('ledger.caption')}</caption>
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
      </QueryView>
      {ledger.isFetchNextPageError && !ledger.isFetchingNextPage && <FormAlert>{toApiError(ledger.error).message}</FormAlert>}
      {ledger.hasNextPage && (
        <Button variant="secondary" onClick={() => void ledger.fetchNextPage()} disabled={ledger.isFetchingNextPage} aria-busy={ledger.isFetchingNextPage}>
          {t('ledger.more')}
        </Button>
      )}
    </section>
  );
}
