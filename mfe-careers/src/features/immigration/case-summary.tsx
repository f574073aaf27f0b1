import { Link } from '@ilm/shared/router';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import summary from '../common/summary-card.module.css';
import { casesQuery } from './immigration.queries';
import { IMMIGRATION_NAMESPACE } from './i18n';

/** The dashboard's card: the learner's newest immigration case, where it stands and what happens next, or how a case is opened. */
export function CaseSummary() {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const format = useFormat();
  const cases = useQuery(casesQuery());
  const any = Boolean(cases.data?.count);
  return (
    <section className={ui.card} aria-labelledby="dashboard-immigration">
      <h2 id="dashboard-immigration" className={ui.sectionTitle}>
        {t('card.title')}
      </h2>
      <QueryView query={cases} lines={2} error={{ message: t('loadFailed') }} empty={<p className={ui.muted}>{t('card.empty')}</p>}>
        {(data) => {
          const newest = data.results[0]!;
          return (
            <div className={summary.item}>
              <div className={summary.itemHead}>
                <Badge tone={newest.status === 'closed' ? 'neutral' : 'info'}>{t(`status.${newest.status}`)}</Badge>
                <span className={ui.muted}>{t('case.updatedOn', { date: format.dateTime(newest.updated_at) })}</span>
              </div>
              <p className={ui.muted}>{t(`next.${newest.status}`)}</p>
            </div>
          );
        }}
      </QueryView>
      <p className={ui.actions}>
        {any ? (
          <Link className={ui.link} to={href('immigration')}>
            {t('card.open')}
          </Link>
        ) : (
          <Link className={buttonClass('secondary')} to={href('cif-form')}>
            {t('none.link')}
          </Link>
        )}
      </p>
    </section>
  );
}
