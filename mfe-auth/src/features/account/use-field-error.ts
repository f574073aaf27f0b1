import { useCallback } from 'react';
import { useTranslation } from '@ilm/shared/i18n';

/** A field's problem as a form keeps it (react-hook-form's `FieldError` has this shape). */
export interface FieldError {
  type?: string;
  message?: string;
}

/**
 * A field's message for the visitor: schema errors carry an i18n key of the `auth` namespace,
 * errors set from the server's answer (type `server`) are already the server's words.
 */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      return error.type === 'server' ? error.message : t(error.message);
    },
    [t],
  );
}
