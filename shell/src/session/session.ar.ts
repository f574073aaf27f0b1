/** Arabic strings of the shell's session pieces (namespace `session`). */
export const sessionAr = {
  checking: 'جارٍ التحقق من جلستك…',
  country: {
    label: 'البلد',
    choose: 'اختر بلدك',
  },
  currency: {
    label: 'الأسعار بعملة {{code}}',
  },
};
