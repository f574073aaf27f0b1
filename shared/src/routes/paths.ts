/**
 * Every URL of the site, for links that cross from one remote to another
 * (`paths.labs.detail('aws-ec2-basics')`). The shell's route table is the owner of the URLs;
 * this file only spells them.
 */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  alBaari: '/al-baari',
  alRazzaq: '/al-razzaq',
  bari: '/bari',
  contactUs: '/contact-us',
  learningPaths: '/learning-paths',
  partners: '/partners-and-providers',
  privacy: '/privacy-and-policy',
  terms: '/terms-and-conditions',
  cif: '/cif',
  cifForm: '/cif-form',
  diplomaDeclaration: '/diploma-declaration',
  consulting: { list: '/consulting', detail: (slug: string) => `/consulting/${encodeURIComponent(slug)}` },
  careerPaths: {
    list: '/career-paths',
    detail: (slug: string) => `/career-paths/${encodeURIComponent(slug)}`,
    pricing: (slug: string) => `/career-paths/${encodeURIComponent(slug)}/pricing`,
  },
  auth: {
    signIn: '/auth/signin',
    signUp: '/auth/signup',
    forgetPassword: '/auth/forget-password',
    oldForgetPassword: '/auth/old-forget-password',
    resetPassword: '/auth/reset-password',
    sso: '/auth/sso',
  },
  dashboard: { home: '/dashboard', instances: '/dashboard/instances' },
  instanceDashboard: '/instance-dashboard',
  labs: { detail: (slug: string) => `/labs/${encodeURIComponent(slug)}` },
  tokens: '/tokens',
  pricing: '/pricing',
  checkout: '/checkout',
  hidden: {
    home: '/hidden',
    page: (page: string) => `/hidden/${page}`,
  },
} as const;
