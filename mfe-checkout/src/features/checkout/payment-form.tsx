import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { Trans } from '@ilm/shared/i18n/trans';
import { Button, FormAlert, TextField } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { formatCardNumber, formatExpiry } from './card-format';
import { cardSchema, toCardPayload, type CardForm } from './card-schema';
import type { PaymentCard } from '@ilm/contract';
import type { PaymentState } from './use-payment';
import { DECLINE_CODES } from './use-payment';
import { TestCardsNote } from './test-cards-note';
import styles from './checkout.module.css';

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  /** The name on the card to start with (the learner's name). */
  defaultName: string;
  /** The total as the pay button shows it ("Pay €35.88"), or null while the currency is unknown. */
  payLabel: string | null;
  state: PaymentState;
  onPay: (card: PaymentCard) => void;
  /** Today, for the expiry check (tests fix it). */
  now?: () => Date;
}

/** The sandbox payment form: card number (Luhn), expiry MM/YY not in the past, CVC and name, validated before paying. */
export function PaymentForm({ defaultName, payLabel, state, onPay, now }: PaymentFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const schema = useMemo(() => cardSchema(t, now), [t, now]);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<CardForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: defaultName, number: '', expiry: '', cvc: '' },
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const paying = state.status === 'paying';
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status === 'field-error') {
      setError(state.field, { type: 'server', message: state.message }, { shouldFocus: true });
    } else if (state.status === 'declined') {
      // Back to the card number, ready for another card.
      form.current?.querySelector<HTMLInputElement>('input[name="number"]')?.focus();
    }
  }, [state, setError]);

  // Registered in the order they are shown, so focus goes to the first field in error.
  const name = register('name');
  const number = register('number');
  const expiry = register('expiry');

  return (
    <section className={styles.panel} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={styles.panelTitle}>
        {t('payment.heading')}
      </h2>
      <TestCardsNote />
      <form ref={form} className={styles.form} noValidate onSubmit={handleSubmit((form) => onPay(toCardPayload(form)))} aria-busy={paying}>
        <PaymentAlert state={state} />
        <TextField label={t('payment.name')} autoComplete="cc-name" error={errors.name?.message} {...name} />
        <TextField
          label={t('payment.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          error={errors.number?.message}
          {...number}
          onChange={(event) => {
            event.target.value = formatCardNumber(event.target.value);
            return number.onChange(event);
          }}
        />
        <div className={styles.row}>
          <TextField
            label={t('payment.expiry')}
            hint={t('payment.expiryHint')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payment.expiryHint')}
            maxLength={7}
            error={errors.expiry?.message}
            {...expiry}
            onChange={(event) => {
              event.target.value = formatExpiry(event.target.value, getValues('expiry'));
              return expiry.onChange(event);
            }}
          />
          <TextField
            label={t('payment.cvc')}
            hint={t('payment.cvcHint')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={errors.cvc?.message}
            {...register('cvc', { onChange: (event) => setValue('cvc', String(event.target.value).replace(/\D/g, '')) })}
          />
        </div>
        <Button type="submit" className={styles.pay} disabled={paying}>
          {paying ? (
            t('payment.paying')
          ) : payLabel ? (
            // The price in <bdi>: after Arabic or Urdu words it keeps its own order ("$49.00", not "49.00$").
            <Trans t={t} i18nKey="payment.pay" values={{ amount: payLabel }} components={{ price: <bdi /> }} />
          ) : (
            t('payment.payPlain')
          )}
        </Button>
        <p className={styles.note}>{t('payment.secure')}</p>
      </form>
    </section>
  );
}

function PaymentAlert({ state }: { state: PaymentState }) {
  const { t } = useTranslation(NAMESPACE);
  if (state.status === 'declined') {
    const known = (DECLINE_CODES as readonly string[]).includes(state.code);
    return (
      <FormAlert>
        <strong>{t('payment.declined.title')}. </strong>
        {known ? t(`payment.declined.${state.code}`) : t('payment.declined.other', { message: state.message })}
      </FormAlert>
    );
  }
  if (state.status === 'in-progress') return <FormAlert tone="info">{t('payment.inProgress')}</FormAlert>;
  if (state.status === 'failed') {
    return <FormAlert>{state.offline ? t('payment.offline') : t('payment.failed', { message: state.message })}</FormAlert>;
  }
  return null;
}
