import { useStore } from '@nanostores/react';
import { Link } from '@ilm/shared/router';
import { $auth } from '@ilm/shared/stores';
import styles from './account-links.module.css';
import { SignOutButton } from './sign-out-button';
import { useNavSlot } from './use-nav-slot';

/** The header's account slot: what the remotes offer there (sign-in and sign-up to visitors, the dashboard to learners), and sign-out. */
export function AccountLinks() {
  const { isAuthenticated } = useStore($auth);
  const links = useNavSlot('account');
  return (
    <span className={styles.group}>
      {links.map((link) => (
        <Link key={link.key} to={link.to} className={link.primary ? styles.primary : styles.secondary}>
          {link.label}
        </Link>
      ))}
      {isAuthenticated && <SignOutButton />}
    </span>
  );
}
