import type { Assistant } from '../modules/baari/assistant';
import type { LabDriver } from '../modules/labs/driver/lab-driver';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../modules/payments/payment-provider';

/** Replaceable collaborators: tests and other deployments pass their own (each module reads its own). */
export interface Overrides {
  mailer?: Mailer;
  /** The lab driver (tests pass a fake one; the default is the local sandbox driver). */
  driver?: LabDriver;
  paymentProvider?: PaymentProvider;
  /** Baari's answering side (tests pass a fake one; the default is createAssistant's). */
  assistant?: Assistant;
}
