import type { MouseEvent } from 'react';
import { useNavigate } from '@ilm/shared/router';
import styles from './content.module.css';

/**
 * A content file's HTML (compiled from our own Markdown at build time, so it is trusted). Links
 * to pages of the site move inside the app instead of reloading it; code stays left to right.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside are the controls; Enter on a link is a click
    <div className={[styles.prose, className].filter(Boolean).join(' ')} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
