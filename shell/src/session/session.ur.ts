/** Urdu strings of the shell's session pieces (namespace `session`). */
export const sessionUr = {
  checking: 'آپ کا سیشن جانچا جا رہا ہے…',
  country: {
    label: 'ملک',
    choose: 'اپنا ملک منتخب کریں',
  },
  currency: {
    label: 'قیمتیں {{code}} میں',
  },
};
