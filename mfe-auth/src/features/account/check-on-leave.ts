import type { FieldValues, Path, UseFormGetValues, UseFormTrigger } from 'react-hook-form';
import { afterPointerRelease } from '@ilm/shared/ui';

/**
 * A field's `onBlur` that checks it as soon as it is left, before any submit, when it holds
 * something: its rule's reason shows at once (a new password's, say). The message waits until a
 * click that left the field has landed (after-pointer-release.ts).
 */
export function checkOnLeave<Values extends FieldValues>(name: Path<Values>, getValues: UseFormGetValues<Values>, trigger: UseFormTrigger<Values>): () => void {
  return () => afterPointerRelease(() => void (getValues(name) && trigger(name)));
}
