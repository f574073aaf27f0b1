import { act, screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { remotePages } from './routes';
import { setupCatalogApi } from './testing/catalog-api';

setupCatalogApi();

// [page name, h1, what the page is for]
const expected: [string, string, string][] = [
  ['home', "Learn cloud and security by doing", "Hands-on cloud labs, career paths and Baari, your AI assistant: everything you need to go from your first lab to your next job, in your language."],
  ['about-us', "About us", "Who we are, why we teach emerging technologies through real hands-on labs, and the people behind the platform."],
  ['al-baari', "Baari, your AI learning assistant", "Meet Baari: the assistant that explains concepts, reviews your lab work and suggests what to learn next."],
  ['al-razzaq', "Job placement and internships", "How we help you land work: job placement, virtual internships, interview preparation and immigration support."],
  ['bari', "Ask Baari", "Put a question to Baari and get guidance on your labs, your learning path and your career."],
  ['career-paths', "Career paths", "Role-based paths, from cloud engineer to security analyst: the labs, courses and diploma each one takes."],
  ['cif-form', "Candidate information form", "Tell us about your experience and goals so we can match you with placements, internships and immigration support."],
  ['cif', "Candidate information", "What the candidate information form is for, what happens after you send it, and how we use your details."],
  ['consulting', "Consulting", "Cloud, security and AI consulting for teams: the offers, how an engagement works and how to start one."],
  ['consulting-offer', "Consulting offer", "The scope, deliverables and duration of this consulting offer, and how to ask for it."],
  ['contact-us', "Contact us", "Questions about labs, plans or your account? Send us a message and our team will answer."],
  ['diploma-declaration', "Diploma declaration", "Declare the work behind your diploma: the paths and labs you completed, confirmed before your diploma is issued."],
  ['learning-paths', "Learning paths", "Guided sequences of hands-on labs on AWS, Azure, Google Cloud, Kubernetes, security and AI."],
  ['partners', "Partners and providers", "The cloud providers, certification bodies and employers we work with."],
  ['privacy', "Privacy policy", "What personal data we collect, why, how long we keep it, and the rights you have over it."],
  ['terms', "Terms and conditions", "The terms that apply when you use the platform, buy a plan or spend lab tokens."],
  ['hidden', "Learn, practise and get hired", "The new home of the platform: learn with real cloud labs, prove your skills, and get placed."],
  ['hidden.about', "About", "Our mission to reskill the world for emerging technologies, and the team that works on it."],
  ['hidden.blog', "Blog", "Articles on cloud, security and AI careers, lab walkthroughs and news from the platform."],
  ['hidden.career-pathway', "Career pathway", "How a learner moves from first lab to job offer: skills, assessments, projects and placement."],
  ['hidden.careers', "Careers", "Work with us: the roles we are hiring for and how we work."],
  ['hidden.contact-us', "Contact us", "Reach our learner support, sales and partnership teams."],
  ['hidden.dream-job', "Land your dream job", "Interview preparation, portfolio projects and placement support for the role you want."],
  ['hidden.for-business', "For business", "Train your teams with hands-on labs, track their progress and hire from our graduates."],
  ['hidden.for-individuals', "For individuals", "Plans, paths and support for learners building a career in cloud, security and AI."],
  ['hidden.global-reskilling-program', "Global reskilling program", "Our programme to reskill people worldwide for emerging technology jobs, and how to join it."],
  ['hidden.hands-on-labs', "Hands-on labs", "Real cloud environments in your browser: launch a lab, follow its steps, and learn by doing."],
  ['hidden.our-partners', "Our partners", "The companies and institutions that build, certify and hire with us."],
  ['hidden.platform-cloud-playground', "Cloud playground", "A sandbox cloud account to experiment freely, with guardrails so nothing costs you a surprise bill."],
  ['hidden.platform-overview', "Platform overview", "Labs, paths, assessments, Baari and placement: a tour of everything the platform offers."],
  ['hidden.platform-skills-assessment-program', "Skills assessment program", "Measure skills with practical, lab-based assessments that employers trust."],
  ['hidden.platform', "Platform", "The learning platform behind the labs: how it works and what it includes."],
  ['hidden.privacy-policy', "Privacy policy", "How we handle your personal data, in the newer site design."],
  ['hidden.resources', "Resources", "Guides, cheat sheets, webinars and study plans to support your learning."],
  ['hidden.skills-evaluation', "Skills evaluation", "Find out where you stand: a short evaluation that recommends your starting path."],
  ['hidden.terms-and-conditions', "Terms and conditions", "The terms of use of the platform, in the newer site design."],
];

const pageNamed = (name: string) => remotePages.pages.find((page) => page.name === name)!;

describe('mfe_marketing declared pages', () => {
  it('declares exactly the pages tested here (and career-path, below)', () => {
    expect(remotePages.pages.map((page) => page.name).filter((name) => name !== 'career-path').sort()).toEqual(expected.map(([name]) => name).sort());
  });

  it.each(expected)('%s renders its heading and what the page is for', async (name, title, intro) => {
    const { default: Page }: RemotePageModule = await pageNamed(name).page();
    renderWithShell(<Page params={{ slug: 'example' }} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
  });
});

describe('career-path', () => {
  it('renders the career path its slug names', async () => {
    const { default: Page }: RemotePageModule = await pageNamed('career-path').page();
    renderWithShell(<Page params={{ slug: 'cloud-engineer' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' })).toBeInTheDocument();
  });
});
