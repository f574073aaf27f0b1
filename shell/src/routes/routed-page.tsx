import type { SitePage } from '@ilm/contract';
import { localizedText, useTranslation } from '@ilm/shared/i18n';
import { RemotePageRoute } from '../remotes/remote-page';
import { usePageTitle } from './use-page-title';

/** One route's page: its title set at once (from the remote's published declaration), its module loaded from that remote. */
export function RoutedPage({ page }: { page: SitePage }) {
  const { i18n } = useTranslation();
  usePageTitle(page.title && localizedText(page.title, i18n.language));
  return <RemotePageRoute remote={page.remote} name={page.name} />;
}
