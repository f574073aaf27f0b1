import { act, screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { useCatalogApi } from '../testing/catalog-api';

useCatalogApi();

const exposed: [string, () => Promise<RemotePageModule>, string, string][] = [
  ['mfe_marketing/Home', () => import('./home'), "Learn cloud and security by doing", "Hands-on cloud labs, career paths and Baari, your AI assistant: everything you need to go from your first lab to your next job, in your language."],
  ['mfe_marketing/AboutUs', () => import('./about-us'), "About us", "Who we are, why we teach emerging technologies through real hands-on labs, and the people behind the platform."],
  ['mfe_marketing/AlBaari', () => import('./al-baari'), "Baari, your AI learning assistant", "Meet Baari: the assistant that explains concepts, reviews your lab work and suggests what to learn next."],
  ['mfe_marketing/AlRazzaq', () => import('./al-razzaq'), "Job placement and internships", "How we help you land work: job placement, virtual internships, interview preparation and immigration support."],
  ['mfe_marketing/Bari', () => import('./bari'), "Ask Baari", "Put a question to Baari and get guidance on your labs, your learning path and your career."],
  ['mfe_marketing/CareerPaths', () => import('./career-paths'), "Career paths", "Role-based paths, from cloud engineer to security analyst: the labs, courses and diploma each one takes."],
  ['mfe_marketing/CifForm', () => import('./cif-form'), "Candidate information form", "Tell us about your experience and goals so we can match you with placements, internships and immigration support."],
  ['mfe_marketing/Cif', () => import('./cif'), "Candidate information", "What the candidate information form is for, what happens after you send it, and how we use your details."],
  ['mfe_marketing/Consulting', () => import('./consulting'), "Consulting", "Cloud, security and AI consulting for teams: the offers, how an engagement works and how to start one."],
  ['mfe_marketing/ConsultingOffer', () => import('./consulting-offer'), "Consulting offer", "The scope, deliverables and duration of this consulting offer, and how to ask for it."],
  ['mfe_marketing/ContactUs', () => import('./contact-us'), "Contact us", "Questions about labs, plans or your account? Send us a message and our team will answer."],
  ['mfe_marketing/DiplomaDeclaration', () => import('./diploma-declaration'), "Diploma declaration", "Declare the work behind your diploma: the paths and labs you completed, confirmed before your diploma is issued."],
  ['mfe_marketing/LearningPaths', () => import('./learning-paths'), "Learning paths", "Guided sequences of hands-on labs on AWS, Azure, Google Cloud, Kubernetes, security and AI."],
  ['mfe_marketing/Partners', () => import('./partners'), "Partners and providers", "The cloud providers, certification bodies and employers we work with."],
  ['mfe_marketing/PrivacyPolicy', () => import('./privacy-policy'), "Privacy policy", "What personal data we collect, why, how long we keep it, and the rights you have over it."],
  ['mfe_marketing/Terms', () => import('./terms'), "Terms and conditions", "The terms that apply when you use the platform, buy a plan or spend lab tokens."],
  ['mfe_marketing/HiddenHome', () => import('./hidden-home'), "Learn, practise and get hired", "The new home of the platform: learn with real cloud labs, prove your skills, and get placed."],
  ['mfe_marketing/HiddenAbout', () => import('./hidden-about'), "About", "Our mission to reskill the world for emerging technologies, and the team that works on it."],
  ['mfe_marketing/HiddenBlog', () => import('./hidden-blog'), "Blog", "Articles on cloud, security and AI careers, lab walkthroughs and news from the platform."],
  ['mfe_marketing/HiddenCareerPathway', () => import('./hidden-career-pathway'), "Career pathway", "How a learner moves from first lab to job offer: skills, assessments, projects and placement."],
  ['mfe_marketing/HiddenCareers', () => import('./hidden-careers'), "Careers", "Work with us: the roles we are hiring for and how we work."],
  ['mfe_marketing/HiddenContactUs', () => import('./hidden-contact-us'), "Contact us", "Reach our learner support, sales and partnership teams."],
  ['mfe_marketing/HiddenDreamJob', () => import('./hidden-dream-job'), "Land your dream job", "Interview preparation, portfolio projects and placement support for the role you want."],
  ['mfe_marketing/HiddenForBusiness', () => import('./hidden-for-business'), "For business", "Train your teams with hands-on labs, track their progress and hire from our graduates."],
  ['mfe_marketing/HiddenForIndividuals', () => import('./hidden-for-individuals'), "For individuals", "Plans, paths and support for learners building a career in cloud, security and AI."],
  ['mfe_marketing/HiddenGlobalReskillingProgram', () => import('./hidden-global-reskilling-program'), "Global reskilling program", "Our programme to reskill people worldwide for emerging technology jobs, and how to join it."],
  ['mfe_marketing/HiddenHandsOnLabs', () => import('./hidden-hands-on-labs'), "Hands-on labs", "Real cloud environments in your browser: launch a lab, follow its steps, and learn by doing."],
  ['mfe_marketing/HiddenOurPartners', () => import('./hidden-our-partners'), "Our partners", "The companies and institutions that build, certify and hire with us."],
  ['mfe_marketing/HiddenPlatformCloudPlayground', () => import('./hidden-platform-cloud-playground'), "Cloud playground", "A sandbox cloud account to experiment freely, with guardrails so nothing costs you a surprise bill."],
  ['mfe_marketing/HiddenPlatformOverview', () => import('./hidden-platform-overview'), "Platform overview", "Labs, paths, assessments, Baari and placement: a tour of everything the platform offers."],
  ['mfe_marketing/HiddenPlatformSkillsAssessmentProgram', () => import('./hidden-platform-skills-assessment-program'), "Skills assessment program", "Measure skills with practical, lab-based assessments that employers trust."],
  ['mfe_marketing/HiddenPlatform', () => import('./hidden-platform'), "Platform", "The learning platform behind the labs: how it works and what it includes."],
  ['mfe_marketing/HiddenPrivacyPolicy', () => import('./hidden-privacy-policy'), "Privacy policy", "How we handle your personal data, in the newer site design."],
  ['mfe_marketing/HiddenResources', () => import('./hidden-resources'), "Resources", "Guides, cheat sheets, webinars and study plans to support your learning."],
  ['mfe_marketing/HiddenSkillsEvaluation', () => import('./hidden-skills-evaluation'), "Skills evaluation", "Find out where you stand: a short evaluation that recommends your starting path."],
  ['mfe_marketing/HiddenTermsAndConditions', () => import('./hidden-terms-and-conditions'), "Terms and conditions", "The terms of use of the platform, in the newer site design."],
];

describe('mfe_marketing exposed pages', () => {
  it.each(exposed)('%s renders its heading and what the page is for', async (_id, load, title, intro) => {
    const { default: Page } = await load();
    renderWithShell(<Page params={{ slug: 'example' }} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
  });
});

describe('mfe_marketing/CareerPath', () => {
  it('renders the career path its slug names', async () => {
    const { default: Page } = await import('./career-path');
    renderWithShell(<Page params={{ slug: 'cloud-engineer' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' })).toBeInTheDocument();
  });
});
