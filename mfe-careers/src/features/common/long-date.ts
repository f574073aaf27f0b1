import { useMemo } from 'react';
import { useTranslation } from '@ilm/shared/i18n';

/**
 * "12 March 2026" in the page's language. A diploma's dates are days, read in UTC: the server's
 * drawing and the visitor's browser then name the same day, wherever either is.
 */
export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
