/** Urdu strings of mfe-careers (namespace `careers`): its pages' titles, navigation and panel labels. */
export const careersUr = {
  titles: {
    careerProfile: 'کیریئر پروفائل',
    jobs: 'ملازمت کی تلاش',
    interviews: 'مشقی انٹرویو',
    interview: 'مشقی انٹرویو',
    internships: 'ورچوئل انٹرن شپ',
    immigration: 'امیگریشن سپورٹ',
    diploma: 'ڈپلومہ',
  },
  nav: {
    careerProfile: 'کیریئر پروفائل',
    jobs: 'ملازمتیں',
    interviews: 'مشقی انٹرویو',
    internships: 'انٹرن شپ',
    immigration: 'امیگریشن سپورٹ',
  },
  panels: {
    careerProgress: 'آپ کی پیش رفت اور ڈپلومے',
    careerServices: 'آپ کی کیریئر خدمات',
  },
};
