import { Link } from '@ilm/shared/router';
import { buttonClass } from '@ilm/shared/ui';
import styles from './platform.module.css';

/** A call to action: where it goes (a site URL from `href()`, or `#id` on the same page) and what it says. */
export interface CallToAction {
  to: string;
  label: string;
}

/**
 * Calls to action in a row, the first one primary. `tone` is the background they sit on: the
 * dark hero or a light section.
 */
export function ActionLinks({ actions, tone }: { actions: readonly CallToAction[]; tone: 'dark' | 'light' }) {
  return (
    <div className={styles.actions}>
      {actions.map((action, index) => {
        const primary = index === 0;
        const className =
          tone === 'dark' ? (primary ? styles.heroPrimary : styles.heroSecondary) : buttonClass(primary ? 'primary' : 'secondary', styles.lightAction);
        // A link to a place on this page is a plain anchor: the router does not scroll to hashes.
        return action.to.startsWith('#') ? (
          <a key={action.to} className={className} href={action.to}>
            {action.label}
          </a>
        ) : (
          <Link key={action.to} className={className} to={action.to}>
            {action.label}
          </Link>
        );
      })}
    </div>
  );
}
