import { useState } from 'react';
import { Controller, useWatch, type Control, type FieldError } from 'react-hook-form';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { Trans } from '@ilm/shared/i18n/trans';
import { href } from '@ilm/shared/routes';
import { PhoneInput, type PhoneErrorKind } from '@ilm/shared/phone';
import { authFormStyles as styles, useFieldError, useWithRedirect } from '../account';
import type { SignUpOutput, SignUpValues } from './sign-up-schema';

/** The e-mail field's hint once the API said the address has an account: sign in, or reset the password. */
export function EmailTakenHelp() {
  const { t } = useTranslation('auth');
  const withRedirect = useWithRedirect();
  return (
    <Trans
      t={t}
      i18nKey="signUp.emailTakenHelp"
      components={{
        signIn: <Link className={styles.link} to={withRedirect(href('sign-in'))} />,
        reset: <Link className={styles.link} to={href('forget-password')} />,
      }}
    />
  );
}

/** The terms box's label, its links opening the terms and the privacy policy in a new tab. */
export function TermsLabel() {
  const { t } = useTranslation('auth');
  return (
    <Trans
      t={t}
      i18nKey="signUp.terms"
      // Trans fills each link with its words from the translation at run time.
      components={{
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        terms: <a className={styles.link} href={href('terms')} target="_blank" rel="noreferrer" />,
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        privacy: <a className={styles.link} href={href('privacy')} target="_blank" rel="noreferrer" />,
      }}
    />
  );
}

/** The required phone number: its own precise message while typing, the schema's or the API's otherwise. */
export function SignUpPhoneField({ control, error }: { control: Control<SignUpValues, unknown, SignUpOutput>; error: FieldError | undefined }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  // What the phone input itself found wrong (too short, not a number…): its own message is the precise one.
  const [phoneProblem, setPhoneProblem] = useState<PhoneErrorKind | null>(null);
  // A number typed before the phone's own country lookup answers is read in the country chosen above.
  const chosenCountry = useWatch({ control, name: 'country' });
  return (
    <Controller
      control={control}
      name="telephone"
      render={({ field }) => (
        // The phone input has no ref of its own: hand react-hook-form something it can focus on an error.
        <div ref={(node) => field.ref(node ? { focus: () => node.querySelector<HTMLInputElement>('input[type="tel"]')?.focus() } : null)}>
          <PhoneInput
            label={t('fields.phone')}
            required
            likelyCountry={chosenCountry}
            value={field.value}
            onChange={field.onChange}
            onValidityChange={setPhoneProblem}
            error={phoneProblem && error?.type !== 'server' ? undefined : fieldError(error)}
          />
        </div>
      )}
    />
  );
}
