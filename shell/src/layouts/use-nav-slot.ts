import { useStore } from '@nanostores/react';
import type { AccessRule, NavSlot } from '@ilm/contract';
import { localizedText, useTranslation } from '@ilm/shared/i18n';
import { $sitePages, navEntries } from '@ilm/shared/routes';
import { $auth } from '@ilm/shared/stores';

/** A link a layout draws in one of its slots. */
export interface NavLinkItem {
  key: string;
  to: string;
  label: string;
  primary: boolean;
}

/** Whether a page's access rule lets this visitor see a link to it (docs/rules/pages.md#a-declaration). */
export function offeredTo(access: AccessRule, signedIn: boolean): boolean {
  return access === 'public' || (access === 'signed-in') === signedIn;
}

/**
 * The links the remotes offer in `slot`, in their order, in the page's language: a layout knows
 * its slots, never the pages that fill them.
 */
export function useNavSlot(slot: NavSlot): NavLinkItem[] {
  const pages = useStore($sitePages);
  const { isAuthenticated } = useStore($auth);
  const { i18n } = useTranslation();
  return navEntries(pages, slot)
    .filter(({ page }) => offeredTo(page.access, isAuthenticated) && !page.paths[0]?.includes(':'))
    .map(({ page, label, primary }) => ({ key: page.name, to: page.paths[0] ?? '/', label: localizedText(label, i18n.language), primary }));
}
