import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { $auth, $country } from '@ilm/shared/stores';

/** What a form can fill in for the visitor: the signed-in learner's details, and the country the site detected. */
export interface KnownVisitor {
  fullName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  telephone?: string;
  country?: string;
}

/** The signed-in learner's name, e-mail, phone and country (`@ilm/shared/stores`), else the detected country. */
export function useKnownVisitor(): KnownVisitor {
  const { user } = useStore($auth);
  const detected = useStore($country);
  const country = user?.country || detected || undefined;
  if (!user) return { country };
  return {
    fullName: `${user.first_name} ${user.last_name}`.trim() || undefined,
    firstName: user.first_name || undefined,
    lastName: user.last_name || undefined,
    email: user.email || undefined,
    telephone: user.telephone || undefined,
    country,
  };
}

/**
 * Fills the fields named in `values` while the visitor has not typed in them: the session and the
 * detected country often arrive a moment after the page opens, and never overwrite a choice.
 */
export function useFillUntouched<Values extends FieldValues>(
  { getFieldState, getValues, setValue }: Pick<UseFormReturn<Values, unknown, unknown>, 'getFieldState' | 'getValues' | 'setValue'>,
  values: Partial<Record<Path<Values>, string | undefined>>,
): void {
  const wanted = JSON.stringify(values);
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(wanted) as Record<string, string | undefined>)) {
      const path = name as Path<Values>;
      if (value && !getFieldState(path).isDirty && !getValues(path)) setValue(path, value as PathValue<Values, Path<Values>>);
    }
  }, [wanted, getFieldState, getValues, setValue]);
}
