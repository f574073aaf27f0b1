import { useMemo } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MEDIA_TYPES } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';

/** What each accepted type is called: format names, the same in every language. */
const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** The types an immigration document may be, for the file picker. */
export const ACCEPTED_TYPES = [...UPLOAD_MEDIA_TYPES.immigration_document, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

const MEGABYTE = 1024 * 1024;

/**
 * The limits of an immigration document in words of the page's language ("PDF, JPEG or PNG", "5 MB"),
 * taken from the contract the API checks with, and a file's size and type the same way.
 */
export function useFileLimits() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const size = (bytes: number) =>
      bytes >= MEGABYTE
        ? new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MEGABYTE)
        : new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
    return {
      types: new Intl.ListFormat(language, { type: 'disjunction' }).format(UPLOAD_MEDIA_TYPES.immigration_document.map((type) => TYPE_NAMES[type] ?? type)),
      maxSize: size(UPLOAD_MAX_BYTES),
      size,
      typeName: (mediaType: string) => TYPE_NAMES[mediaType] ?? mediaType,
    };
  }, [language]);
}
