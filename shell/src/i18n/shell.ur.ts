/** Urdu strings of the shell (namespace `shell`). */
export const shellUr = {
  skipToContent: 'مواد پر جائیں',
  brand: '{{product}} Cloud',
  brandHome: 'ہوم پیج',
  nav: {
    main: 'مرکزی نیویگیشن',
    menu: 'مینو',
    signOut: 'سائن آؤٹ',
    signedInAs: '{{name}} کے طور پر سائن اِن',
  },
  revamped: {
    nav: 'پلیٹ فارم نیویگیشن',
  },
  dashboardNav: {
    label: 'سیکھنے والے کا حصہ',
    backToSite: 'سائٹ پر واپس جائیں',
  },
  footer: {
    label: 'فوٹر',
    company: 'کمپنی',
    learn: 'سیکھیں',
    legal: 'قانونی',
    rights: '© {{year}} {{product}} Cloud۔ جملہ حقوق محفوظ ہیں۔',
  },
  remote: {
    unavailableTitle: 'سائٹ کا یہ حصہ اس وقت دستیاب نہیں',
    unavailableMessage: 'یہ صفحہ لوڈ نہیں ہو سکا۔ باقی سائٹ کام کر رہی ہے: تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  },
  panels: {
    close: 'بند کریں',
    loading: 'پینل لوڈ ہو رہا ہے…',
    unavailableMessage: 'یہ پینل لوڈ نہیں ہو سکا۔ آپ جس صفحے پر ہیں وہ اب بھی کام کر رہا ہے: تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  },
  notFound: {
    title: 'صفحہ نہیں ملا',
    message: 'جو صفحہ آپ تلاش کر رہے ہیں وہ موجود نہیں یا منتقل ہو چکا ہے۔',
    home: 'ہوم پیج پر جائیں',
  },
  errorPage: {
    home: 'ہوم پیج پر جائیں',
    status: 'خرابی {{status}}',
  },
  titles: {
    notFound: 'صفحہ نہیں ملا',
    error: 'خرابی',
  },
};
