import { defineMessages } from '../../i18n/messages';

const en = {
  invalid_sso_code: () => 'this sign-in link is invalid, expired or already used. Please sign in again.',
};

const ar: typeof en = {
  invalid_sso_code: () => 'رابط تسجيل الدخول هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه. يُرجى تسجيل الدخول من جديد.',
};

const ur: typeof en = {
  invalid_sso_code: () => 'یہ سائن اِن لنک غلط ہے، اس کی میعاد ختم ہو چکی ہے یا یہ پہلے استعمال ہو چکا ہے۔ براہِ کرم دوبارہ سائن اِن کریں۔',
};

/** Single sign-on: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
