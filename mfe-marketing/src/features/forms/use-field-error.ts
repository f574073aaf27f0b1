import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { FORMS_NAMESPACE } from './i18n';

/**
 * A field's message for the visitor: schema errors carry a key of `marketing-forms` (with its
 * numbers after `?`, see `withParams`), errors set from the API's answer (type `server`) are
 * already its words, in the page's language.
 */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      if (error.type === 'server') return error.message;
      const [key = '', query = ''] = error.message.split('?');
      return t(key, Object.fromEntries(new URLSearchParams(query)));
    },
    [t],
  );
}
