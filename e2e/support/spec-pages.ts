// Every page of the site map (docs/rules/pages.md#site-map), for the journeys that visit them all.

/** Every page of the site map: URL, layout, and the remote (and its page module, as the old expose names spelled it) that must draw it. */
export const PAGES: [url: string, layout: string, module: string][] = [
  ...(
    [
      ['/', 'Home'],
      ['/about-us', 'AboutUs'],
      ['/al-baari', 'AlBaari'],
      ['/al-razzaq', 'AlRazzaq'],
      ['/bari', 'Bari'],
      ['/career-path', 'CareerPaths'],
      ['/career-path/cloud-engineer', 'CareerPath'],
      ['/career-paths', 'CareerPaths'],
      ['/career-paths/cloud-engineer', 'CareerPath'],
      ['/cif-form', 'CifForm'],
      ['/cif', 'Cif'],
      ['/consulting', 'Consulting'],
      ['/consulting/cloud-migration-assessment', 'ConsultingOffer'],
      ['/contact-us', 'ContactUs'],
      ['/diploma-declaration', 'DiplomaDeclaration'],
      ['/learning-paths', 'LearningPaths'],
      ['/partners-and-providers', 'Partners'],
      ['/privacy-and-policy', 'PrivacyPolicy'],
      ['/terms-and-conditions', 'Terms'],
    ] as const
  ).map(([url, page]): [string, string, string] => [url, 'default', `mfe_marketing/${page}`]),
  ...(
    [
      ['', 'Home'],
      ['/about', 'About'],
      ['/blog', 'Blog'],
      ['/career-pathway', 'CareerPathway'],
      ['/careers', 'Careers'],
      ['/contact-us', 'ContactUs'],
      ['/dream-job', 'DreamJob'],
      ['/for-business', 'ForBusiness'],
      ['/for-individuals', 'ForIndividuals'],
      ['/globalReskillingProgram', 'GlobalReskillingProgram'],
      ['/hands-on-labs', 'HandsOnLabs'],
      ['/our-partners', 'OurPartners'],
      ['/platform-cloud-playground', 'PlatformCloudPlayground'],
      ['/platform-overview', 'PlatformOverview'],
      ['/platform-skills-assesment-program', 'PlatformSkillsAssessmentProgram'],
      ['/platform', 'Platform'],
      ['/privacy-policy', 'PrivacyPolicy'],
      ['/resources', 'Resources'],
      ['/skillsEvaluation', 'SkillsEvaluation'],
      ['/terms-and-conditions', 'TermsAndConditions'],
    ] as const
  ).map(([url, page]): [string, string, string] => [`/hidden${url}`, 'revamped', `mfe_marketing/Hidden${page}`]),
  ['/dashboard', 'dashboard', 'mfe_dashboard/Dashboard'],
  ['/dashboard/instances', 'dashboard', 'mfe_dashboard/Instances'],
  ['/instance-dashboard', 'dashboard', 'mfe_dashboard/InstanceDashboard'],
  ['/labs/aws-ec2-basics', 'default', 'mfe_dashboard/Lab'],
  ['/tokens', 'dashboard', 'mfe_dashboard/Tokens'],
  ['/pricing', 'default', 'mfe_checkout/Pricing'],
  ['/checkout', 'default', 'mfe_checkout/Checkout'],
  ['/career-path/cloud-engineer/pricing', 'default', 'mfe_checkout/CareerPathPricing'],
  ['/career-paths/cloud-engineer/pricing', 'default', 'mfe_checkout/CareerPathPricing'],
];

/** Auth-layout pages send a signed-in visitor away (docs/rules/session.md#guards), so they are opened by a visitor. */
export const AUTH_PAGES: [url: string, layout: string, expose: string][] = [
  ['/auth/signIn', 'auth', 'SignIn'],
  ['/auth/signup', 'auth', 'SignUp'],
  ['/auth/forget-password', 'auth', 'ForgetPassword'],
  ['/auth/old-forget-password', 'auth', 'OldForgetPassword'],
  ['/auth/reset-password?token=x', 'auth', 'ResetPassword'],
  ['/auth/sso', 'empty', 'Sso'],
];
