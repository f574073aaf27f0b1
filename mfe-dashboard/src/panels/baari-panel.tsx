import type { PanelProps } from '@ilm/shared/contracts';
import { BaariInPage } from './baari-in-page';
import { BaariInSheet } from './baari-in-sheet';

/**
 * Baari, the `baari` panel (docs/rules/pages.md#panels): in the shell's side sheet beside the
 * learner's pages, the current conversation; embedded in a page (/bari, which mfe-marketing
 * draws), the whole chat with the learner's conversations.
 */
export default function BaariPanel(props: PanelProps) {
  return props.placement === 'page' ? <BaariInPage /> : <BaariInSheet onClose={props.onClose} />;
}
