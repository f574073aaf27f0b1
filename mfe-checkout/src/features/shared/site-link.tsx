import { createContext, useContext, type ReactNode } from 'react';
import { Link } from '@ilm/shared/router';

/**
 * The site's address when the pricing is embedded on another site (the pricing widget): links then
 * leave for the real site instead of going through a router. Empty inside the site itself.
 */
export const SiteUrlContext = createContext('');

/** A link to one of the site's pages: a router link on the site, an absolute link when embedded. */
export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const siteUrl = useContext(SiteUrlContext);
  if (siteUrl) {
    return (
      <a className={className} href={new URL(to, siteUrl).toString()}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}
