import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the element stands in the translated string: a private-use character no translation holds. */
const SLOT_MARK = '\uE000';

/** Props of {@link SentenceWith}. */
export interface SentenceWithProps {
  /** The strings' namespace. */
  ns: string;
  /** The sentence's key; its string holds `{{<slot>}}` once, where the element stands. */
  i18nKey: string;
  /** The placeholder's name, e.g. `price` for `"{{price}} per token"`. */
  slot: string;
  /** What stands at the placeholder: an element that draws itself (a price, a link). */
  element: ReactElement;
}

/**
 * A translated sentence with one element in it, at its placeholder: each language puts the element
 * where its word order wants it (`"{{price}} per token"`, `"فی ٹوکن {{price}}"`). For a sentence with
 * several elements or markup inside, `Trans` (`@ilm/shared/i18n/trans`), whose markup parser a
 * first visit should not load for one sentence (docs/decisions/0007-first-visit-performance.md).
 */
export function SentenceWith({ ns, i18nKey, slot, element }: SentenceWithProps) {
  const { t } = useTranslation(ns);
  const [before, ...after] = t(i18nKey, { [slot]: SLOT_MARK }).split(SLOT_MARK);
  const rest = after.join('');
  // No empty text node: the server draws none, and the browser's first render must find the same nodes.
  return (
    <>
      {before || null}
      {element}
      {rest || null}
    </>
  );
}
