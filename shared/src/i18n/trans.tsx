import { TransWithoutContext } from 'react-i18next';
import { useTranslation } from '@ilm/shared/i18n';

/**
 * react-i18next's `Trans` (a sentence whose parts are elements: `<0>terms</0>`), an entry of its own,
 * `@ilm/shared/i18n/trans`: its markup parser is a third of react-i18next, and most pages, the first
 * visit's among them, never show such a sentence (docs/decisions/0007-first-visit-performance.md, lever 11).
 *
 * It is handed the i18next instance that `@ilm/shared/i18n`'s `useTranslation` gives, the page's one
 * binding: this entry's chunk may come from another app's build than that entry's, and the
 * react-i18next code it carries would find no instance of its own.
 */
export const Trans = ((props) => {
  const { i18n } = useTranslation(props.ns);
  return <TransWithoutContext {...props} i18n={props.i18n ?? i18n} />;
}) as typeof TransWithoutContext;
