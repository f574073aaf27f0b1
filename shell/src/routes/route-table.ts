import type { PageRoute, RouteEntry } from './route-types';

/** Pages of the newer marketing design under /hidden (SPEC §2), as `path segment -> page name`. */
const HIDDEN_PAGES = {
  about: 'About',
  blog: 'Blog',
  'career-pathway': 'CareerPathway',
  careers: 'Careers',
  'contact-us': 'ContactUs',
  'dream-job': 'DreamJob',
  'for-business': 'ForBusiness',
  'for-individuals': 'ForIndividuals',
  globalReskillingProgram: 'GlobalReskillingProgram',
  'hands-on-labs': 'HandsOnLabs',
  'our-partners': 'OurPartners',
  'platform-cloud-playground': 'PlatformCloudPlayground',
  'platform-overview': 'PlatformOverview',
  'platform-skills-assesment-program': 'PlatformSkillsAssessmentProgram',
  platform: 'Platform',
  'privacy-policy': 'PrivacyPolicy',
  resources: 'Resources',
  skillsEvaluation: 'SkillsEvaluation',
  'terms-and-conditions': 'TermsAndConditions',
} as const;

const hiddenRoutes: RouteEntry[] = Object.entries(HIDDEN_PAGES).map(([segment, page]) => ({
  path: `/hidden/${segment}`,
  layout: 'revamped',
  page: `mfe_marketing/Hidden${page}`,
  title: `hidden.${segment}`,
}));

/**
 * Every URL of the site (SPEC §2): its layout and the exposed page module of the remote that
 * owns it (DESIGN.md's ownership table). Where SPEC leaves a layout "not shown", the choice is
 * recorded in docs/decisions/0002-route-layouts.md.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', layout: 'default', page: 'mfe_marketing/Home' },
  { path: '/about-us', layout: 'default', page: 'mfe_marketing/AboutUs', title: 'aboutUs' },
  { path: '/al-baari', layout: 'default', page: 'mfe_marketing/AlBaari', title: 'alBaari' },
  { path: '/al-razzaq', layout: 'default', page: 'mfe_marketing/AlRazzaq', title: 'alRazzaq' },
  { path: '/bari', layout: 'default', page: 'mfe_marketing/Bari', title: 'bari' },
  { path: '/auth/signIn', layout: 'auth', page: 'mfe_auth/SignIn', title: 'signIn' },
  { path: '/auth/signup', layout: 'auth', page: 'mfe_auth/SignUp', title: 'signUp' },
  { path: '/auth/forget-password', layout: 'auth', page: 'mfe_auth/ForgetPassword', title: 'forgetPassword' },
  { path: '/auth/old-forget-password', layout: 'auth', page: 'mfe_auth/OldForgetPassword', title: 'forgetPassword' },
  { path: '/auth/reset-password', layout: 'auth', page: 'mfe_auth/ResetPassword', title: 'resetPassword' },
  { path: '/auth/sso', layout: 'empty', page: 'mfe_auth/Sso', title: 'sso' },
  { path: '/career-path', layout: 'default', page: 'mfe_marketing/CareerPaths', title: 'careerPaths' },
  { path: '/career-path/:slug', layout: 'default', page: 'mfe_marketing/CareerPath', title: 'careerPath' },
  { path: '/career-path/:slug/pricing', layout: 'default', page: 'mfe_checkout/CareerPathPricing', title: 'careerPathPricing' },
  { path: '/career-paths', layout: 'default', page: 'mfe_marketing/CareerPaths', title: 'careerPaths' },
  { path: '/career-paths/:slug', layout: 'default', page: 'mfe_marketing/CareerPath', title: 'careerPath' },
  { path: '/career-paths/:slug/pricing', layout: 'default', page: 'mfe_checkout/CareerPathPricing', title: 'careerPathPricing' },
  { path: '/checkout', layout: 'default', page: 'mfe_checkout/Checkout', title: 'checkout' },
  { path: '/cif-form', layout: 'default', page: 'mfe_marketing/CifForm', title: 'cifForm' },
  { path: '/cif', layout: 'default', page: 'mfe_marketing/Cif', title: 'cif' },
  { path: '/consulting', layout: 'default', page: 'mfe_marketing/Consulting', title: 'consulting' },
  { path: '/consulting/:slug', layout: 'default', page: 'mfe_marketing/ConsultingOffer', title: 'consultingOffer' },
  { path: '/contact-us', layout: 'default', page: 'mfe_marketing/ContactUs', title: 'contactUs' },
  {
    path: '/dashboard',
    layout: 'dashboard',
    children: [
      { page: 'mfe_dashboard/Dashboard', title: 'dashboard' },
      { path: 'instances', page: 'mfe_dashboard/Instances', title: 'instances' },
    ],
  },
  { path: '/instance-dashboard', layout: 'dashboard', page: 'mfe_dashboard/InstanceDashboard', title: 'instanceDashboard' },
  { path: '/diploma-declaration', layout: 'default', page: 'mfe_marketing/DiplomaDeclaration', title: 'diplomaDeclaration' },
  { path: '/labs/:slug', layout: 'default', page: 'mfe_dashboard/Lab', title: 'lab' },
  { path: '/learning-paths', layout: 'default', page: 'mfe_marketing/LearningPaths', title: 'learningPaths' },
  { path: '/partners-and-providers', layout: 'default', page: 'mfe_marketing/Partners', title: 'partners' },
  { path: '/pricing', layout: 'default', page: 'mfe_checkout/Pricing', title: 'pricing' },
  { path: '/privacy-and-policy', layout: 'default', page: 'mfe_marketing/PrivacyPolicy', title: 'privacy' },
  { path: '/terms-and-conditions', layout: 'default', page: 'mfe_marketing/Terms', title: 'terms' },
  { path: '/tokens', layout: 'dashboard', page: 'mfe_dashboard/Tokens', title: 'tokens' },
  { path: '/hidden', layout: 'revamped', page: 'mfe_marketing/HiddenHome', title: 'hidden.home' },
  ...hiddenRoutes,
];

/** The route table with children unfolded: one entry per page pattern. */
export function pageRoutes(table: readonly RouteEntry[] = routeTable): PageRoute[] {
  return table.flatMap((entry) => {
    if (!entry.children) return entry.page ? [{ ...entry, page: entry.page }] : [];
    return entry.children.map((child) => ({
      path: child.path ? `${entry.path}/${child.path}` : entry.path,
      layout: entry.layout,
      page: child.page,
      title: child.title,
    }));
  });
}
