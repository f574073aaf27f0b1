/** English strings of mfe-careers (namespace `careers`): its pages' titles, navigation and panel labels. */
export const careersEn = {
  titles: {
    careerProfile: 'Career profile',
    jobs: 'Job placement',
    interviews: 'Mock interviews',
    interview: 'Mock interview',
    internships: 'Virtual internships',
    immigration: 'Immigration support',
    diploma: 'Diploma',
  },
  nav: {
    careerProfile: 'Career profile',
    jobs: 'Jobs',
    interviews: 'Mock interviews',
    internships: 'Internships',
    immigration: 'Immigration support',
  },
  panels: {
    careerProgress: 'Your progress and diplomas',
    careerServices: 'Your career services',
  },
};
