import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The error of a field that holds an array (a checkbox group): one message for the whole group,
 * set by the schema or by the API, whatever react-hook-form types it as.
 */
export function groupError<Values extends FieldValues>(errors: FieldErrors<Values>, name: keyof Values): FieldError | undefined {
  const error = errors[name] as (FieldError & { root?: FieldError }) | undefined;
  return error?.message ? error : error?.root;
}
