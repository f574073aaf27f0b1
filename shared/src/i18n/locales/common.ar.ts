/** Arabic strings of the shared UI kit (namespace `common`). */
export const commonAr = {
  language: { label: 'اللغة' },
  loading: 'جارٍ التحميل…',
  retry: 'حاول مرة أخرى',
  error: {
    title: 'حدث خطأ ما',
    notFound: 'الصفحة غير موجودة',
    internal: 'خطأ داخلي في الخادم',
  },
  embeddedPanel: {
    unavailableTitle: 'هذا الجزء من الصفحة غير متاح الآن',
    unavailableMessage: 'تعذّر علينا تحميله. بقية الصفحة تعمل كالمعتاد: حاول مرة أخرى بعد قليل.',
  },
  price: {
    pending: 'جارٍ تحميل السعر',
  },
  phone: {
    label: 'رقم الهاتف',
    placeholder: 'أدخل رقم هاتف',
    country: 'البلد',
    international: 'دولي',
    lookupFailed: 'تعذّر تحديد البلد',
    errors: {
      tooShort: 'رقم الهاتف هذا قصير جدًا.',
      tooLong: 'رقم الهاتف هذا طويل جدًا.',
      notANumber: 'أدخل رقم هاتف بالأرقام فقط.',
      invalidCountry: 'اختر بلدًا أو ابدأ الرقم بعلامة + ورمز البلد.',
      invalid: 'رقم الهاتف هذا غير صالح.',
      pattern: 'رقم الهاتف هذا ليس بالصيغة المتوقعة.',
      required: 'أدخل رقم هاتف.',
    },
  },
  field: {
    showPassword: 'إظهار',
    hidePassword: 'إخفاء',
    count: '{{used}} من {{max}} حرف',
    charactersLeft_zero: 'لم يبقَ أي حرف',
    charactersLeft_one: 'بقي حرف واحد',
    charactersLeft_two: 'بقي حرفان',
    charactersLeft_few: 'بقيت {{count}} أحرف',
    charactersLeft_many: 'بقي {{count}} حرفًا',
    charactersLeft_other: 'بقي {{count}} حرف',
  },
  dialog: {
    confirm: 'تأكيد',
    cancel: 'إلغاء',
  },
  empty: {
    title: 'لا شيء هنا بعد',
  },
};
