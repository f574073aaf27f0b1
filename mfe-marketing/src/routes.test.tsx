import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { remotePages } from './routes';
import { setupCatalogApi } from './testing/catalog-api';

setupCatalogApi();

// [page name, h1, what the page is for]
const expected: [string, string, string][] = [
  [
    'home',
    'Learn cloud and security by doing',
    'Hands-on cloud labs, career paths and Baari, your AI assistant: everything you need to go from your first lab to your next job, in your language.',
  ],
  [
    'about-us',
    'About us',
    'We help people reskill for emerging technologies by doing the work itself: real commands in a real environment, checked as you go, in the language you think in.',
  ],
  [
    'al-baari',
    'Baari, your AI learning assistant',
    'Baari is the learning assistant built into the platform. It answers from what the platform itself teaches, helps you past a difficult step without doing the step for you, and helps you practise the interviews your career path leads to.',
  ],
  [
    'al-razzaq',
    'Job placement and internships',
    'This programme takes you from the labs towards work. Your skills come from the labs you complete, so nobody can type them in for you; the openings, the internship reviews and the immigration advice come from people on our team. Here is each step, where it happens on the site, and what we cannot promise.',
  ],
  [
    'bari',
    'Ask Baari',
    "Ask Baari, the platform's learning assistant, about a lab, a concept or what to learn next. Baari answers from the platform's own pages and links to the pages each answer used.",
  ],
  ['career-paths', 'Career paths', 'Role-based paths, from cloud engineer to security analyst: the labs, courses and diploma each one takes.'],
  [
    'cif-form',
    'Candidate information form',
    'Tell us about your experience and goals so we can match you with placements, internships and immigration support.',
  ],
  [
    'cif',
    'Candidate information: immigration and placement support',
    'The candidate information form is how you ask for our immigration and placement support. It tells an advisor who you are, what you have studied and done, and what you are looking for, so the first conversation starts from your situation rather than from a blank page.',
  ],
  ['consulting', 'Consulting', 'Cloud, security and AI consulting for teams: the offers, how an engagement works and how to start one.'],
  ['consulting-offer', 'Consulting offer not found', 'It may have been renamed or retired. Every current offer is listed on the consulting page.'],
  ['contact-us', 'Contact us', 'Questions about labs, plans or your account? Send us a message and our team will answer.'],
  [
    'diploma-declaration',
    'Diploma declaration',
    'Declare the work behind your diploma: the paths and labs you completed, confirmed before your diploma is issued.',
  ],
  ['learning-paths', 'Learning paths', 'Guided sequences of hands-on labs on AWS, Azure, Google Cloud, Kubernetes, security and AI.'],
  [
    'partners',
    'Partners and providers',
    "Our labs and career paths teach the technologies below and build the skills their certifications test. This page names them, says what each provider's platform or project brings to the labs, and explains how a provider or an employer can work with us.",
  ],
  [
    'privacy',
    'Privacy policy',
    'This policy explains what personal data Ilm Cloud collects when you visit the site, create an account, send a form, buy a plan or run a lab, why we collect it, how long we keep it, and the rights you have over it.',
  ],
  [
    'terms',
    'Terms and conditions',
    'These terms apply when you use Ilm Cloud: when you browse the site, create an account, buy a plan, a career path or lab tokens, run a lab, or ask for a diploma, consulting or immigration support.',
  ],
  [
    'hidden',
    'Learn, practise and get hired',
    'Open a real terminal in your browser, work through labs whose steps are checked as you go, and follow a career path towards your next job, in English, Arabic or Urdu.',
  ],
  [
    'hidden.about',
    'About us',
    'We help people reskill for emerging technologies by doing the work itself: real commands in a real environment, checked as you go, in the language you think in.',
  ],
  ['hidden.blog', 'Blog', 'Practical guides to the skills our labs teach: Linux, Git, security, Python, and the road from your first lab to a job.'],
  ['hidden.blog-article', 'Article not found', 'It may have been renamed or taken down. Every article we publish is listed on the blog.'],
  [
    'hidden.career-pathway',
    'How a career path is built',
    'A career path is a job broken into labs. Each path is designed around one role and takes you there in an order in which every lab builds on the ones before it. Further down you can choose any path and see its labs exactly as our catalog lists them.',
  ],
  [
    'hidden.careers',
    'From your first lab to your next job',
    "Learning a skill is one thing; being hired for it is another. This page explains, from a learner's point of view, how the platform takes you from your first lab to applying for a job, and which parts of that are done by people.",
  ],
  [
    'hidden.contact-us',
    'Contact us',
    'A person from our team reads every message. Tell us what you need in a few sentences, in English, Arabic or Urdu, and we answer you by e-mail.',
  ],
  [
    'hidden.dream-job',
    'Land your dream job',
    'A dream job is easier to reach once it has a name. This page turns it into a plan: five steps you can start this week, and where the platform helps with each of them.',
  ],
  [
    'hidden.for-business',
    'Hands-on training for your teams',
    'Give your people real environments to practise in, checked steps, career paths for the roles you need, and training in the languages your teams work in.',
  ],
  [
    'hidden.for-individuals',
    'Build your technology career at your own pace',
    'Start with a free account, practise in real environments, and choose a plan or a token pack when you want more labs. Prices are shown in your currency.',
  ],
  [
    'hidden.global-reskilling-program',
    'Reskill for a technology career, wherever you live',
    'A route into technology work for people changing careers: practical labs in your language, a career path with a clear end, and people who help with interviews, placement and moving abroad.',
  ],
  [
    'hidden.hands-on-labs',
    'Hands-on labs in a real terminal',
    'Each lab gives you an environment of your own and a terminal in the page. Follow the steps, type the commands yourself, and let the checks tell you when a step is done.',
  ],
  [
    'hidden.our-partners',
    'Partners and providers',
    "Our labs and career paths teach the technologies below and build the skills their certifications test. This page names them, says what each provider's platform or project brings to the labs, and explains how a provider or an employer can work with us.",
  ],
  [
    'hidden.platform-cloud-playground',
    'The cloud playground, as it is today',
    'Today the playground is a Linux sandbox of your own with a terminal in the page. Labs that need a real AWS, Azure, Google Cloud or Kubernetes account are listed, clearly marked, and open as each cloud is connected.',
  ],
  [
    'hidden.platform-overview',
    'A tour of the platform',
    'Five parts work together: labs to practise in, paths that give you a direction, checks that prove your work, Baari to answer your questions, and people who help you into a job.',
  ],
  [
    'hidden.platform-skills-assessment-program',
    'Skills assessed by what you do',
    'A quiz tests what you remember. Our labs check what you can do: each step is verified by a script in your own environment, and every lab you complete is recorded on your profile.',
  ],
  [
    'hidden.platform',
    'One platform, from first lab to first job',
    'Everything you need to learn a technical skill by practising it, to prove it, and to turn it into work, in one account and in English, Arabic or Urdu.',
  ],
  [
    'hidden.privacy-policy',
    'Privacy policy',
    'This policy explains what personal data Ilm Cloud collects when you visit the site, create an account, send a form, buy a plan or run a lab, why we collect it, how long we keep it, and the rights you have over it.',
  ],
  [
    'hidden.resources',
    'Resources',
    'Everything on this page is here to help you learn by doing: articles that explain a skill and lead to the lab that practises it, paths that put labs in order, and people to ask when you are stuck.',
  ],
  [
    'hidden.skills-evaluation',
    'Find your starting level',
    'The most honest test of a skill is to use it. Open one lab at a level, do the steps without the hints, and let the checks tell you where you stand.',
  ],
  [
    'hidden.terms-and-conditions',
    'Terms and conditions',
    'These terms apply when you use Ilm Cloud: when you browse the site, create an account, buy a plan, a career path or lab tokens, run a lab, or ask for a diploma, consulting or immigration support.',
  ],
];

const pageNamed = (name: string) => remotePages.pages.find((page) => page.name === name)!;

describe('mfe_marketing declared pages', () => {
  it('declares exactly the pages tested here (and career-path, below)', () => {
    expect(
      remotePages.pages
        .map((page) => page.name)
        .filter((name) => name !== 'career-path')
        .sort(),
    ).toEqual(expected.map(([name]) => name).sort());
  });

  it.each(expected)('%s renders its heading and what the page is for', async (name, title, intro) => {
    const { default: Page }: RemotePageModule = await pageNamed(name).page();
    renderWithShell(<Page params={{ slug: 'example' }} />);
    // Waits, as a reader would, for pages whose text arrives with a lazily loaded part.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(intro)).toBeInTheDocument();
  });
});

describe('career-path', () => {
  it('renders the career path its slug names', async () => {
    const { default: Page }: RemotePageModule = await pageNamed('career-path').page();
    renderWithShell(<Page params={{ slug: 'cloud-engineer' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' })).toBeInTheDocument();
  });
});
