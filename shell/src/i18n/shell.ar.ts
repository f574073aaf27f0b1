/** Arabic strings of the shell (namespace `shell`). */
export const shellAr = {
  skipToContent: 'انتقل إلى المحتوى',
  brand: '{{product}} Cloud',
  brandHome: 'الصفحة الرئيسية',
  nav: {
    main: 'التنقل الرئيسي',
    menu: 'القائمة',
    signOut: 'تسجيل الخروج',
    signedInAs: 'مسجَّل الدخول باسم {{name}}',
  },
  revamped: {
    nav: 'التنقل في المنصة',
  },
  dashboardNav: {
    label: 'مساحة المتعلّم',
    backToSite: 'العودة إلى الموقع',
  },
  footer: {
    label: 'تذييل الصفحة',
    company: 'الشركة',
    learn: 'تعلّم',
    legal: 'قانوني',
    rights: '© {{year}} {{product}} Cloud. جميع الحقوق محفوظة.',
  },
  remote: {
    unavailableTitle: 'هذا الجزء من الموقع غير متاح الآن',
    unavailableMessage: 'تعذّر تحميل هذه الصفحة. بقية الموقع تعمل: حاول مرة أخرى بعد قليل.',
  },
  panels: {
    close: 'إغلاق',
    loading: 'جارٍ تحميل اللوحة…',
    unavailableMessage: 'تعذّر تحميل هذه اللوحة. الصفحة التي أنت فيها ما زالت تعمل: حاول مرة أخرى بعد قليل.',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    message: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
    home: 'اذهب إلى الصفحة الرئيسية',
  },
  errorPage: {
    home: 'اذهب إلى الصفحة الرئيسية',
    status: 'خطأ {{status}}',
  },
  titles: {
    notFound: 'الصفحة غير موجودة',
    error: 'خطأ',
  },
};
