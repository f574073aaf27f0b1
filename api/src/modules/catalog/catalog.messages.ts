import { defineMessages } from '../../i18n/messages';

const en = {
  lab_not_found: (p: { slug: string }) => `Lab "${p.slug}" was not found.`,
  learning_path_not_found: (p: { slug: string }) => `Learning path "${p.slug}" was not found.`,
  consulting_offer_not_found: (p: { slug: string }) => `Consulting offer "${p.slug}" was not found.`,
};

const ar: typeof en = {
  lab_not_found: (p) => `لم يُعثر على المختبر "${p.slug}".`,
  learning_path_not_found: (p) => `لم يُعثر على المسار التعليمي "${p.slug}".`,
  consulting_offer_not_found: (p) => `لم يُعثر على العرض الاستشاري "${p.slug}".`,
};

const ur: typeof en = {
  lab_not_found: (p) => `لیب "${p.slug}" نہیں ملی۔`,
  learning_path_not_found: (p) => `لرننگ پاتھ "${p.slug}" نہیں ملا۔`,
  consulting_offer_not_found: (p) => `کنسلٹنگ آفر "${p.slug}" نہیں ملی۔`,
};

/** The catalog: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
