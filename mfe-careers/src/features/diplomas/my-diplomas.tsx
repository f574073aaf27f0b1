import { useState } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge, FormAlert, layoutClasses as ui } from '@ilm/shared/ui';
import { progressQuery } from '../progress';
import type { Diploma } from './diplomas.api';
import { myDiplomasQuery } from './diplomas.queries';
import { DIPLOMAS_NAMESPACE } from './i18n';
import { useLongDate } from '../common/long-date';
import { RequestDiploma } from './request-diploma';
import styles from './diplomas.module.css';

/**
 * The dashboard's diplomas: each one issued, with its page (where anyone checks it) and its PDF,
 * and for each career path completed without one, the way to request it.
 */
export function MyDiplomas() {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const diplomas = useQuery(myDiplomasQuery());
  const progress = useQuery(progressQuery());
  // The request's own item leaves the list once the diploma is issued: the news stays here.
  const [justIssued, setJustIssued] = useState<Diploma | null>(null);
  const issued = new Set(diplomas.data?.results.map((diploma) => diploma.career_path.slug));
  const ready = (progress.data?.career_paths ?? []).filter(
    (path) => path.total > 0 && path.completed === path.total && !path.diploma_id && !issued.has(path.slug),
  );
  return (
    <section className={ui.card} aria-labelledby="my-diplomas">
      <h2 id="my-diplomas" className={ui.sectionTitle}>
        {t('mine.title')}
      </h2>
      {justIssued && (
        <FormAlert tone="success">
          {t('request.issued', { path: justIssued.career_path.title })}{' '}
          <Link className={ui.link} to={href('diploma', { id: justIssued.id })}>
            {t('mine.view', { path: justIssued.career_path.title })}
          </Link>
        </FormAlert>
      )}
      <QueryView
        query={diplomas}
        lines={2}
        error={{ message: t('mine.loadFailed') }}
        empty={ready.length === 0 ? <p className={ui.muted}>{t('mine.empty')}</p> : null}
      >
        {(data) => (
          <ul className={styles.diplomas}>
            {data.results.map((diploma) => (
              <li key={diploma.id} className={styles.diploma}>
                <IssuedDiploma diploma={diploma} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {diplomas.data && ready.length > 0 && (
        <ul className={styles.diplomas}>
          {ready.map((path) => (
            <li key={path.slug} className={styles.diploma}>
              <RequestDiploma path={path} onIssued={setJustIssued} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function IssuedDiploma({ diploma }: { diploma: Diploma }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const date = useLongDate();
  const path = diploma.career_path.title;
  return (
    <>
      <h3 className={styles.diplomaTitle}>
        {path}
        {diploma.revoked_at && <Badge tone="danger">{t('mine.revoked')}</Badge>}
      </h3>
      <p className={ui.muted}>{t('mine.issuedOn', { date: date(diploma.issued_at) })}</p>
      <p className={ui.actions}>
        <Link className={ui.link} to={href('diploma', { id: diploma.id })}>
          {t('mine.view', { path })}
        </Link>
        <a className={ui.link} href={diploma.pdf_url}>
          {t('mine.pdf', { path })}
        </a>
      </p>
    </>
  );
}
