import { screen, waitFor } from '@testing-library/react';
import { renderSite } from '../testing/render-site';
import { matchPage } from './match-page';

/** SPEC §2's routes, each with the layout and the exposed page that must draw it. */
const SPEC_ROUTES: [url: string, layout: string, page: string][] = [
  ['/', 'default', 'mfe_marketing/Home'],
  ['/about-us', 'default', 'mfe_marketing/AboutUs'],
  ['/al-baari', 'default', 'mfe_marketing/AlBaari'],
  ['/al-razzaq', 'default', 'mfe_marketing/AlRazzaq'],
  ['/bari', 'default', 'mfe_marketing/Bari'],
  ['/auth/signIn', 'auth', 'mfe_auth/SignIn'],
  ['/auth/signin', 'auth', 'mfe_auth/SignIn'],
  ['/auth/signup', 'auth', 'mfe_auth/SignUp'],
  ['/auth/forget-password', 'auth', 'mfe_auth/ForgetPassword'],
  ['/auth/old-forget-password', 'auth', 'mfe_auth/OldForgetPassword'],
  ['/auth/reset-password?token=abc', 'auth', 'mfe_auth/ResetPassword'],
  ['/auth/sso?code=abc', 'empty', 'mfe_auth/Sso'],
  ['/career-path', 'default', 'mfe_marketing/CareerPaths'],
  ['/career-path/cloud-engineer', 'default', 'mfe_marketing/CareerPath'],
  ['/career-path/cloud-engineer/pricing', 'default', 'mfe_checkout/CareerPathPricing'],
  ['/career-paths', 'default', 'mfe_marketing/CareerPaths'],
  ['/career-paths/cloud-engineer', 'default', 'mfe_marketing/CareerPath'],
  ['/career-paths/cloud-engineer/pricing', 'default', 'mfe_checkout/CareerPathPricing'],
  ['/checkout?plan=standard', 'default', 'mfe_checkout/Checkout'],
  ['/cif-form', 'default', 'mfe_marketing/CifForm'],
  ['/cif', 'default', 'mfe_marketing/Cif'],
  ['/consulting', 'default', 'mfe_marketing/Consulting'],
  ['/consulting/cloud-migration', 'default', 'mfe_marketing/ConsultingOffer'],
  ['/contact-us', 'default', 'mfe_marketing/ContactUs'],
  ['/dashboard', 'dashboard', 'mfe_dashboard/Dashboard'],
  ['/dashboard/instances', 'dashboard', 'mfe_dashboard/Instances'],
  ['/instance-dashboard', 'dashboard', 'mfe_dashboard/InstanceDashboard'],
  ['/diploma-declaration', 'default', 'mfe_marketing/DiplomaDeclaration'],
  ['/labs/aws-ec2-basics', 'default', 'mfe_dashboard/Lab'],
  ['/learning-paths', 'default', 'mfe_marketing/LearningPaths'],
  ['/partners-and-providers', 'default', 'mfe_marketing/Partners'],
  ['/pricing', 'default', 'mfe_checkout/Pricing'],
  ['/privacy-and-policy', 'default', 'mfe_marketing/PrivacyPolicy'],
  ['/terms-and-conditions', 'default', 'mfe_marketing/Terms'],
  ['/tokens', 'dashboard', 'mfe_dashboard/Tokens'],
  ['/hidden', 'revamped', 'mfe_marketing/HiddenHome'],
  ['/hidden/about', 'revamped', 'mfe_marketing/HiddenAbout'],
  ['/hidden/blog', 'revamped', 'mfe_marketing/HiddenBlog'],
  ['/hidden/career-pathway', 'revamped', 'mfe_marketing/HiddenCareerPathway'],
  ['/hidden/careers', 'revamped', 'mfe_marketing/HiddenCareers'],
  ['/hidden/contact-us', 'revamped', 'mfe_marketing/HiddenContactUs'],
  ['/hidden/dream-job', 'revamped', 'mfe_marketing/HiddenDreamJob'],
  ['/hidden/for-business', 'revamped', 'mfe_marketing/HiddenForBusiness'],
  ['/hidden/for-individuals', 'revamped', 'mfe_marketing/HiddenForIndividuals'],
  ['/hidden/globalReskillingProgram', 'revamped', 'mfe_marketing/HiddenGlobalReskillingProgram'],
  ['/hidden/hands-on-labs', 'revamped', 'mfe_marketing/HiddenHandsOnLabs'],
  ['/hidden/our-partners', 'revamped', 'mfe_marketing/HiddenOurPartners'],
  ['/hidden/platform-cloud-playground', 'revamped', 'mfe_marketing/HiddenPlatformCloudPlayground'],
  ['/hidden/platform-overview', 'revamped', 'mfe_marketing/HiddenPlatformOverview'],
  ['/hidden/platform-skills-assesment-program', 'revamped', 'mfe_marketing/HiddenPlatformSkillsAssessmentProgram'],
  ['/hidden/platform', 'revamped', 'mfe_marketing/HiddenPlatform'],
  ['/hidden/privacy-policy', 'revamped', 'mfe_marketing/HiddenPrivacyPolicy'],
  ['/hidden/resources', 'revamped', 'mfe_marketing/HiddenResources'],
  ['/hidden/skillsEvaluation', 'revamped', 'mfe_marketing/HiddenSkillsEvaluation'],
  ['/hidden/terms-and-conditions', 'revamped', 'mfe_marketing/HiddenTermsAndConditions'],
];

describe('SPEC §2: the route table', () => {
  it.each(SPEC_ROUTES)('%s is drawn in the %s layout by %s', async (url, layout, page) => {
    // Dashboard-layout pages need a session (SPEC §6); auth-layout pages need none (SPEC §4).
    const { container } = renderSite(url, undefined, undefined, { signedIn: layout === 'dashboard' });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(page);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', layout);
  });

  it.each(SPEC_ROUTES)('the shell server knows %s', (url, _layout, page) => {
    expect(matchPage(new URL(url, 'http://x').pathname)?.route.page).toBe(page);
  });

  it('matches paths whatever their case: /AUTH/SIGNIN is the sign-in page', async () => {
    renderSite('/AUTH/SIGNIN');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_auth/SignIn');
    expect(matchPage('/Auth/SignIn')?.route.page).toBe('mfe_auth/SignIn');
  });

  it.each(['/nope', '/dashboard/unknown', '/labs', '/hidden/unknown', '/career-paths/a/b/c'])(
    'SPEC §2: the unmatched route %s shows "Page not found"',
    async (url) => {
      const { container } = renderSite(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
      expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
      expect(matchPage(url)).toBeNull();
    },
  );
});

describe('SPEC §1: page titles', () => {
  it('the home page has the default title "Ilm Cloud"', async () => {
    renderSite('/');
    await waitFor(() => expect(document.title).toBe('Ilm Cloud'));
  });

  it.each([
    ['/pricing', 'Pricing | Top Class Cloud and Security Training'],
    ['/auth/signIn', 'Sign in | Top Class Cloud and Security Training'],
    ['/dashboard/instances', 'Lab instances | Top Class Cloud and Security Training'],
    ['/hidden/for-business', 'For business | Top Class Cloud and Security Training'],
    ['/nope', 'Page not found | Top Class Cloud and Security Training'],
  ])('%s is titled "%s"', async (url, title) => {
    renderSite(url, undefined, undefined, { signedIn: url.startsWith('/dashboard') });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
