/** Urdu strings of the shared UI kit (namespace `common`). */
export const commonUr = {
  language: { label: 'زبان' },
  loading: 'لوڈ ہو رہا ہے…',
  retry: 'دوبارہ کوشش کریں',
  error: {
    title: 'کچھ غلط ہو گیا',
    notFound: 'صفحہ نہیں ملا',
    internal: 'سرور کی اندرونی خرابی',
  },
  embeddedPanel: {
    unavailableTitle: 'صفحے کا یہ حصہ اس وقت دستیاب نہیں',
    unavailableMessage: 'ہم اسے لوڈ نہیں کر سکے۔ صفحے کا باقی حصہ کام کر رہا ہے: تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  },
  price: {
    pending: 'قیمت لوڈ ہو رہی ہے',
  },
  phone: {
    label: 'فون نمبر',
    placeholder: 'فون نمبر درج کریں',
    country: 'ملک',
    international: 'بین الاقوامی',
    lookupFailed: 'ملک معلوم نہیں ہو سکا',
    errors: {
      tooShort: 'یہ فون نمبر بہت چھوٹا ہے۔',
      tooLong: 'یہ فون نمبر بہت لمبا ہے۔',
      notANumber: 'فون نمبر صرف ہندسوں میں درج کریں۔',
      invalidCountry: 'ملک منتخب کریں یا نمبر + اور ملک کے کوڈ سے شروع کریں۔',
      invalid: 'یہ فون نمبر درست نہیں۔',
      pattern: 'یہ فون نمبر متوقع شکل میں نہیں۔',
      required: 'فون نمبر درج کریں۔',
    },
  },
  field: {
    showPassword: 'دکھائیں',
    hidePassword: 'چھپائیں',
    count: '{{max}} میں سے {{used}} حروف',
    charactersLeft_one: '{{count}} حرف باقی ہے',
    charactersLeft_other: '{{count}} حروف باقی ہیں',
  },
  dialog: {
    confirm: 'تصدیق کریں',
    cancel: 'منسوخ کریں',
  },
  empty: {
    title: 'ابھی یہاں کچھ نہیں',
  },
};
