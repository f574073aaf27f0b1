import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import styles from './error-pages.module.css';
import { usePageTitle } from './use-page-title';

/** SPEC §2: the generic error page's status is 500 unless told otherwise. */
export const DEFAULT_ERROR_STATUS = 500;

/** SPEC §2: 'Page Not Found' for 404, 'Internal Server Error' for any other status. */
export function errorMessageKey(status: number): 'error.notFound' | 'error.internal' {
  return status === 404 ? 'error.notFound' : 'error.internal';
}

/** The generic error page: a status and its message. */
export function ErrorPage({ status = DEFAULT_ERROR_STATUS, message }: { status?: number; message?: string }) {
  const { t } = useTranslation(['common', 'shell']);
  usePageTitle(t(status === 404 ? 'shell:titles.notFound' : 'shell:titles.error'));
  return (
    <section className={styles.errorPage} aria-labelledby="error-title">
      <p className={styles.status}>{t('shell:errorPage.status', { status })}</p>
      <h1 id="error-title">{message ?? t(errorMessageKey(status))}</h1>
      <a href="/" className={styles.home}>
        {t('shell:errorPage.home')}
      </a>
    </section>
  );
}

/** The router's error element: shows the error page with the failed route's status. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : DEFAULT_ERROR_STATUS;
  return (
    <main id="main">
      <ErrorPage status={status} />
    </main>
  );
}
