import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from '@ilm/shared/router';
import { $runtimeConfig } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Button, FormAlert, PasswordField, TextField } from '@ilm/shared/ui';
import {
  signInRequest,
  authFormStyles as styles,
  lazyRules,
  describeServerError,
  useFieldError,
  type FieldError,
  useFinishSignIn,
  useWithRedirect,
} from '../account';
import type { SignInValues } from './sign-in-schema';

type Name = keyof SignInValues;
/** The fields in the order a visitor meets them: focus goes to the first one with a problem. */
const FIELDS: Name[] = ['email', 'password'];
const rules = lazyRules<Name>(() => import(/* webpackChunkName: "sign-in-schema" */ './sign-in-schema').then((module) => module.signInSchema));

/** What the reset-password page leaves in the history entry of the sign-in page it opens. */
export interface SignInLocationState {
  passwordChanged?: boolean;
}

/** The input named `name` in `form`. */
const inputOf = (form: HTMLFormElement, name: Name) => form.elements.namedItem(name) as HTMLInputElement | null;

/** The fields' values as typed (the inputs keep them: the form draws no value of its own). */
function valuesOf(form: HTMLFormElement): SignInValues {
  return { email: inputOf(form, 'email')?.value ?? '', password: inputOf(form, 'password')?.value ?? '' };
}

/**
 * Email and password; on success the session is stored and the visitor goes on (redirect rule).
 * The sign-in page is often a visitor's first, so its form is the platform's own: the inputs keep
 * what is typed, the submit reads it from them, and the rules load apart. It carries no form library
 * (react-hook-form, 13.4 KiB gzip: docs/decisions/0007-first-visit-performance.md, lever 10); the
 * rules are those react-hook-form's resolver would apply, checked again as the visitor corrects a field.
 */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const finishSignIn = useFinishSignIn();
  const withRedirect = useWithRedirect();
  const passwordChanged = Boolean((useLocation().state as SignInLocationState | null)?.passwordChanged);
  const [serverError, setServerError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Name, FieldError>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const fieldError = useFieldError();
  // What the form is doing with the last submit: its values checked (the rules may still be loading) or sent.
  const busy = useRef<'checking' | 'sending' | null>(null);
  // A submit pressed while the last one was being checked: run once that check ends, with the values then typed.
  const again = useRef(false);
  const checked = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // While sending, the button is disabled and Enter submits nothing; a submit while checking is not lost.
    if (busy.current) {
      again.current ||= busy.current === 'checking';
      return;
    }
    busy.current = 'checking';
    setServerError(null);
    try {
      const values = valuesOf(form);
      const problems = await rules.check(values);
      checked.current = true;
      const refused = FIELDS.filter((name) => problems[name]);
      setErrors(Object.fromEntries(refused.map((name) => [name, { type: 'rule', message: problems[name] }])));
      if (refused[0]) return inputOf(form, refused[0])?.focus();
      // The values passed: a submit pressed meanwhile asked for what is now being sent.
      busy.current = 'sending';
      again.current = false;
      setSubmitting(true);
      finishSignIn(await signInRequest(values));
    } catch (error) {
      const problem = describeServerError(error, t);
      if (problem.field === 'email' || problem.field === 'password') {
        setErrors({ [problem.field]: { type: 'server', message: problem.message } });
        inputOf(form, problem.field)?.focus();
      } else {
        setServerError(problem.message);
      }
    } finally {
      busy.current = null;
      setSubmitting(false);
      if (again.current) {
        again.current = false;
        form.requestSubmit();
      }
    }
  };

  // Once a check has shown problems, a field is checked again as it is corrected (as react-hook-form's `reValidateMode: 'onChange'`).
  const onInput = async (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as Name;
    if (!checked.current || !FIELDS.includes(name)) return;
    const problem = (await rules.check(valuesOf(event.currentTarget)))[name];
    setErrors((current) => ({ ...current, [name]: problem ? { type: 'rule', message: problem } : undefined }));
  };

  return (
    // The rules load at the form's first use (a field or the button focused, a press on it), long before both
    // fields are typed; a visit that never signs in fetches and runs none of them (ADR 0007, lever 30).
    <form
      className={styles.form}
      onFocus={rules.preload}
      onPointerDown={rules.preload}
      onSubmit={(event) => void onSubmit(event)}
      onInput={(event) => void onInput(event)}
      noValidate
      aria-busy={isSubmitting}
    >
      {passwordChanged && !serverError && <FormAlert tone="success">{t('signIn.passwordChanged')}</FormAlert>}
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <TextField label={t('fields.email')} type="email" autoComplete="email" name="email" error={fieldError(errors.email)} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" name="password" error={fieldError(errors.password)} />
      <div className={styles.row}>
        <Link className={styles.link} to={withRedirect(href('forget-password'))}>
          {t('signIn.forgot')}
        </Link>
      </div>
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('signIn.busy') : t('signIn.submit')}
      </Button>
      <p className={styles.aside}>
        {t('signIn.noAccount', { product: PRODUCT_NAME })}{' '}
        <Link className={styles.link} to={withRedirect(href('sign-up'))}>
          {t('signIn.createAccount')}
        </Link>
      </p>
    </form>
  );
}
