import type { PageModuleId } from '@ilm/shared/contracts';
import { RemotePageRoute } from '../remotes/remote-page';
import { usePageTitle } from './use-page-title';

/** One route's page: its title set at once, its module loaded from the remote that owns it. */
export function RoutedPage({ page, title }: { page: PageModuleId; title?: string }) {
  usePageTitle(title);
  return <RemotePageRoute id={page} />;
}
