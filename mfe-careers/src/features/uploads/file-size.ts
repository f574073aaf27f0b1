import { useMemo } from 'react';
import { useTranslation } from '@ilm/shared/i18n';

/** A file's size the way the page's language writes it: "240 kB", "4.5 MB", "٥ ميغابايت". */
export function useFileSize(): (bytes: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const megabytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    const kilobytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    return (bytes: number) => (bytes >= 2 ** 20 ? megabytes.format(bytes / 2 ** 20) : kilobytes.format(Math.max(1, Math.round(bytes / 1024))));
  }, [language]);
}
