/** Arabic strings of mfe-careers (namespace `careers`): its pages' titles, navigation and panel labels. */
export const careersAr = {
  titles: {
    careerProfile: 'الملف المهني',
    jobs: 'التوظيف',
    interviews: 'المقابلات التجريبية',
    interview: 'مقابلة تجريبية',
    internships: 'التدريب الافتراضي',
    immigration: 'دعم الهجرة',
    diploma: 'الدبلوم',
  },
  nav: {
    careerProfile: 'الملف المهني',
    jobs: 'الوظائف',
    interviews: 'المقابلات التجريبية',
    internships: 'التدريب',
    immigration: 'دعم الهجرة',
  },
  panels: {
    careerProgress: 'تقدّمك ودبلوماتك',
    careerServices: 'خدماتك المهنية',
  },
};
