import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import styles from './error-pages.module.css';
import { usePageTitle } from './use-page-title';

/** docs/rules/errors.md#error-page: the generic error page's status is 500 unless told otherwise. */
export const DEFAULT_ERROR_STATUS = 500;

/** 'Page Not Found' for 404, 'Internal Server Error' for any other status. */
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

/**
 * What stands between the site's routes and an error no page caught (a remote's page has its own
 * boundary, remote-boundary.tsx): the generic error page, status 500. Moving to another
 * address (`resetKey`) draws the routes again.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page could not be drawn', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <main id="main">
        <ErrorPage status={DEFAULT_ERROR_STATUS} />
      </main>
    );
  }
}
