/** Arabic strings of the current openings on /al-razzaq (namespace `marketing-openings`). */
export const marketingOpeningsAr = {
  heading: 'الوظائف الشاغرة الآن',
  intro: 'أدوار في Ilm Cloud ولدى أصحاب عمل شركاء. تتقدّم إليها من لوحة التحكم بملفك المهني، وهناك تظهر أولًا الوظائف التي تطلب المختبرات التي أكملتها.',
  loadFailed: 'تعذّر تحميل الوظائف الشاغرة',
  unavailable: 'حاول مرة أخرى بعد لحظات.',
  empty: 'لا توجد وظيفة شاغرة الآن. تظهر الوظائف الجديدة هنا حين يضيفها أصحاب العمل.',
  employer: 'صاحب العمل',
  location: 'المكان',
  workMode: 'طريقة العمل',
  labs: 'المختبرات التي تطلبها',
  mode: {
    remote: 'عن بُعد',
    hybrid: 'هجين',
    on_site: 'في مقر العمل',
  },
  apply: 'تقدّم إلى {{title}} من لوحة التحكم',
  all: 'اعرف مدى توافقك مع كل وظيفة',
};
