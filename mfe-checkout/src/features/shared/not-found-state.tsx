import { Link } from '@ilm/shared/router';
import styles from './not-found-state.module.css';
import { buttonClass } from '@ilm/shared/ui';

/** A page-level "not found": 404, what is missing, and where to go instead (the page's one h1). */
export function NotFoundState({ title, message, actions }: { title: string; message: string; actions: { to: string; label: string }[] }) {
  return (
    <section className={styles.notFound} aria-labelledby="checkout-not-found-title">
      <p className={styles.status} aria-hidden="true">
        404
      </p>
      <h1 id="checkout-not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <Link key={action.to} to={action.to} className={index === 0 ? buttonClass() : buttonClass('secondary')}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
