import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import styles from './error-pages.module.css';
import { usePageTitle } from './use-page-title';

/** docs/rules/errors.md#not-found: an unmatched route shows 'Page not found' (the shell server answers it with 404). */
export function NotFound() {
  const { t } = useTranslation('shell');
  usePageTitle(t('titles.notFound'));
  return (
    <section className={styles.errorPage} aria-labelledby="not-found-title">
      <p className={styles.status}>404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/" className={styles.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
