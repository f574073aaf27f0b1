import type { NavDeclaration } from '@ilm/shared/contracts';
import type { PageLink } from '../../features/resources/page-links';

/**
 * The pages under /hidden (the revamped layout), one entry each: the one place their URL, title,
 * navigation, content file, layout and sections are written. routes.ts declares a page for each
 * entry and hidden-page.tsx draws it. Plain data only: the build reads routes.ts in Node.
 * Every word is a key of a namespace (en, ar and ur): the platform layout's of `marketing-platform`,
 * the document layout's of `marketing-resources`; a content file is `content/<content>.<lang>.md`.
 */

/** A link a call to action makes: to a page of the site (by name), or to an element of this page. */
export type ActionTarget = { page: string } | { anchor: string };
/** A call to action: where it goes and the key of what it says. */
export type PageAction = ActionTarget & { label: string };

/** A part of a page drawn after (or, in a lead, before) its document. */
export type HiddenSection =
  // marketing-platform's sections (features/platform)
  | { kind: 'featured-labs'; limit?: number }
  | { kind: 'lab-catalog' }
  | { kind: 'labs-by-level' }
  | { kind: 'labs-by-availability' }
  | { kind: 'platform-career-paths' }
  | { kind: 'plans' }
  | { kind: 'explore-links'; except?: string }
  | { kind: 'closing-call'; secondary?: PageAction }
  // marketing-resources' sections (features/resources, features/blog)
  | { kind: 'career-paths' | 'learning-paths' | 'openings'; id: string; heading: string; intro: string }
  | { kind: 'page-links'; id: string; links: readonly PageLink[]; heading?: string; label?: string }
  | { kind: 'career-path-explorer' }
  | { kind: 'latest-articles'; count: number }
  | { kind: 'lead-text'; text: string }
  // forms (features/forms)
  | { kind: 'team-inquiry'; id: string; title: string; intro: string; contact: string }
  | { kind: 'contact-form'; heading: string };

/** How a page is laid out around its document. */
export type HiddenLayout =
  /** The platform pages: a hero with calls to action (and the terminal picture), then sections. */
  | { kind: 'platform'; actions: readonly PageAction[]; terminal?: boolean }
  /** A document page: heading, optional lead and table of contents, the document, then sections. */
  | { kind: 'document'; toc?: boolean; lead?: readonly HiddenSection[] }
  /** The document beside the contact form. */
  | { kind: 'contact' }
  /** The same page as /about-us. */
  | { kind: 'about' }
  /** Every article, the newest first. */
  | { kind: 'blog' }
  /** One article, named by the URL's `:slug`. */
  | { kind: 'article' };

export interface HiddenPageEntry {
  /** The page's name (links name it: `href('hidden.blog')`). */
  name: string;
  /** The URL after /hidden/ ('' for /hidden itself). */
  slug: string;
  /** Key of its title in the `marketing` namespace. */
  title: string;
  nav?: readonly NavDeclaration[];
  /** The content file it draws, under content/ without its language and extension. */
  content?: string;
  layout: HiddenLayout;
  sections?: readonly HiddenSection[];
  /** The site map lists one URL per blog article. */
  sitemap?: 'blog-articles';
}

const START_FREE: PageAction = { page: 'sign-up', label: 'cta.startFree' };
const PRICING: PageAction = { page: 'pricing', label: 'cta.pricing' };
const CAREER_PATHS: PageAction = { page: 'career-paths', label: 'cta.careerPaths' };
const BROWSE_LABS: PageAction = { page: 'hidden.hands-on-labs', label: 'cta.browseLabs' };
const CANDIDATE_FORM: PageAction = { page: 'cif-form', label: 'cta.candidateForm' };
const CLOSING_CALL: HiddenSection = { kind: 'closing-call' };
const PLATFORM_CAREER_PATHS: HiddenSection = { kind: 'platform-career-paths' };
// The hero's first call to action on /hidden/for-business leads to the team inquiry.
const TEAM_INQUIRY = 'team-inquiry';

/**
 * The sections of a careers page: the catalog's career paths and the job openings, then where to go
 * next. Their words are `<words>.paths`, `.pathsIntro`, `.openings`, `.openingsIntro` and `.next`;
 * their ids start with `id`.
 */
function careerSections(words: string, id: string, next: readonly PageLink[]): readonly HiddenSection[] {
  return [
    { kind: 'career-paths', id: `${id}-paths`, heading: `${words}.paths`, intro: `${words}.pathsIntro` },
    { kind: 'openings', id: `${id}-openings`, heading: `${words}.openings`, intro: `${words}.openingsIntro` },
    { kind: 'page-links', id: `${id}-next`, heading: `${words}.next`, links: next },
  ];
}

export const HIDDEN_PAGES = [
  {
    name: 'hidden',
    slug: '',
    title: 'titles.hidden.home',
    nav: [{ slot: 'revamped.cta', order: 10, label: 'nav.explore' }],
    content: 'platform/home',
    layout: { kind: 'platform', terminal: true, actions: [START_FREE, BROWSE_LABS] },
    sections: [{ kind: 'featured-labs' }, PLATFORM_CAREER_PATHS, CLOSING_CALL],
  },
  { name: 'hidden.about', slug: 'about', title: 'titles.hidden.about', layout: { kind: 'about' } },
  { name: 'hidden.blog', slug: 'blog', title: 'titles.hidden.blog', layout: { kind: 'blog' } },
  { name: 'hidden.blog-article', slug: 'blog/:slug', title: 'titles.hidden.blogArticle', layout: { kind: 'article' }, sitemap: 'blog-articles' },
  {
    name: 'hidden.career-pathway',
    slug: 'career-pathway',
    title: 'titles.hidden.careerPathway',
    content: 'careers/career-pathway',
    layout: { kind: 'document' },
    sections: [
      { kind: 'career-path-explorer' },
      {
        kind: 'page-links',
        id: 'career-pathway-next',
        heading: 'pathway.next',
        links: [
          { page: 'career-paths', key: 'careerPaths' },
          { page: 'diploma-declaration', key: 'diploma' },
          { page: 'hidden.careers', key: 'careers' },
          { page: 'hidden.dream-job', key: 'dreamJob' },
        ],
      },
    ],
  },
  {
    name: 'hidden.careers',
    slug: 'careers',
    title: 'titles.hidden.careers',
    nav: [
      { slot: 'revamped', order: 50, label: 'nav.careers' },
      { slot: 'footer.company', order: 40, label: 'nav.careers' },
    ],
    content: 'careers/careers',
    layout: { kind: 'document' },
    sections: careerSections('careers', 'careers', [
      { page: 'al-razzaq', key: 'placement' },
      { page: 'cif-form', key: 'cifForm' },
      { page: 'career-paths', key: 'careerPaths' },
      { page: 'hidden.dream-job', key: 'dreamJob' },
      { page: 'hidden.career-pathway', key: 'careerPathway' },
    ]),
  },
  {
    name: 'hidden.contact-us',
    slug: 'contact-us',
    title: 'titles.hidden.contactUs',
    nav: [{ slot: 'revamped', order: 70, label: 'nav.contactShort' }],
    content: 'company/contact-us',
    layout: { kind: 'contact' },
    sections: [{ kind: 'contact-form', heading: 'contact.formHeading' }],
  },
  {
    name: 'hidden.dream-job',
    slug: 'dream-job',
    title: 'titles.hidden.dreamJob',
    content: 'careers/dream-job',
    layout: { kind: 'document' },
    sections: careerSections('dreamJob', 'dream-job', [
      { page: 'cif-form', key: 'cifForm' },
      { page: 'al-razzaq', key: 'placement' },
      { page: 'hidden.career-pathway', key: 'careerPathway' },
      { page: 'hidden.blog', key: 'guides' },
    ]),
  },
  {
    name: 'hidden.for-business',
    slug: 'for-business',
    title: 'titles.hidden.forBusiness',
    nav: [
      { slot: 'revamped', order: 40, label: 'nav.forBusiness' },
      { slot: 'footer.company', order: 50, label: 'nav.forBusiness' },
    ],
    content: 'platform/for-business',
    layout: {
      kind: 'platform',
      actions: [
        { anchor: TEAM_INQUIRY, label: 'cta.talkToUs' },
        { page: 'consulting', label: 'cta.consulting' },
      ],
    },
    sections: [
      PLATFORM_CAREER_PATHS,
      { kind: 'team-inquiry', id: TEAM_INQUIRY, title: 'business.talkTitle', intro: 'business.talkIntro', contact: 'business.contact' },
    ],
  },
  {
    name: 'hidden.for-individuals',
    slug: 'for-individuals',
    title: 'titles.hidden.forIndividuals',
    nav: [{ slot: 'revamped', order: 30, label: 'nav.forIndividuals' }],
    content: 'platform/for-individuals',
    layout: { kind: 'platform', actions: [START_FREE, PRICING] },
    sections: [{ kind: 'plans' }, PLATFORM_CAREER_PATHS, { kind: 'closing-call', secondary: PRICING }],
  },
  {
    name: 'hidden.global-reskilling-program',
    slug: 'globalReskillingProgram',
    title: 'titles.hidden.globalReskillingProgram',
    content: 'platform/global-reskilling-program',
    layout: { kind: 'platform', actions: [START_FREE, CANDIDATE_FORM] },
    sections: [PLATFORM_CAREER_PATHS, { kind: 'closing-call', secondary: CANDIDATE_FORM }],
  },
  {
    name: 'hidden.hands-on-labs',
    slug: 'hands-on-labs',
    title: 'titles.hidden.handsOnLabs',
    nav: [{ slot: 'revamped', order: 20, label: 'nav.handsOnLabs' }],
    content: 'platform/hands-on-labs',
    layout: { kind: 'platform', terminal: true, actions: [START_FREE, PRICING] },
    sections: [{ kind: 'lab-catalog' }, { kind: 'closing-call', secondary: CAREER_PATHS }],
  },
  {
    name: 'hidden.our-partners',
    slug: 'our-partners',
    title: 'titles.hidden.ourPartners',
    // One document for both pages that name the providers (/partners-and-providers is the other), so their wording never drifts apart.
    content: 'programmes/partners-and-providers',
    layout: { kind: 'document' },
    sections: [{ kind: 'learning-paths', id: 'partners-learning-paths', heading: 'partners.paths', intro: 'partners.pathsIntro' }],
  },
  {
    name: 'hidden.platform-cloud-playground',
    slug: 'platform-cloud-playground',
    title: 'titles.hidden.platformCloudPlayground',
    content: 'platform/platform-cloud-playground',
    layout: { kind: 'platform', actions: [START_FREE, BROWSE_LABS] },
    sections: [{ kind: 'labs-by-availability' }, { kind: 'closing-call', secondary: PRICING }],
  },
  {
    name: 'hidden.platform-overview',
    slug: 'platform-overview',
    title: 'titles.hidden.platformOverview',
    content: 'platform/platform-overview',
    layout: { kind: 'platform', actions: [START_FREE, CAREER_PATHS] },
    sections: [PLATFORM_CAREER_PATHS, { kind: 'explore-links', except: 'hidden.platform-overview' }, CLOSING_CALL],
  },
  {
    name: 'hidden.platform-skills-assessment-program',
    // The site map spells this URL "assesment" (docs/rules/pages.md#site-map).
    slug: 'platform-skills-assesment-program',
    title: 'titles.hidden.platformSkillsAssessmentProgram',
    content: 'platform/platform-skills-assessment-program',
    layout: { kind: 'platform', actions: [START_FREE, { page: 'hidden.skills-evaluation', label: 'cta.findLevel' }] },
    sections: [PLATFORM_CAREER_PATHS, CLOSING_CALL],
  },
  {
    name: 'hidden.platform',
    slug: 'platform',
    title: 'titles.hidden.platform',
    nav: [{ slot: 'revamped', order: 10, label: 'nav.platform' }],
    content: 'platform/platform',
    layout: { kind: 'platform', actions: [START_FREE, { page: 'hidden.platform-overview', label: 'cta.tour' }] },
    sections: [{ kind: 'explore-links' }, { kind: 'featured-labs', limit: 3 }, CLOSING_CALL],
  },
  {
    name: 'hidden.privacy-policy',
    slug: 'privacy-policy',
    title: 'titles.hidden.privacyPolicy',
    content: 'legal/privacy',
    layout: { kind: 'document', toc: true },
  },
  {
    name: 'hidden.resources',
    slug: 'resources',
    title: 'titles.hidden.resources',
    nav: [{ slot: 'revamped', order: 60, label: 'nav.resources' }],
    content: 'resources/resources',
    layout: {
      kind: 'document',
      lead: [
        { kind: 'lead-text', text: 'resources.intro' },
        {
          kind: 'page-links',
          id: 'resources-hub',
          label: 'resources.hub',
          links: [
            { page: 'hidden.blog', key: 'guides' },
            { page: 'hidden.hands-on-labs', key: 'labFormat' },
            { page: 'learning-paths', key: 'learningPaths' },
            { page: 'career-paths', key: 'careerPaths' },
            { page: 'al-baari', key: 'baari' },
            { page: 'hidden.contact-us', key: 'help' },
          ],
        },
      ],
    },
    sections: [
      { kind: 'latest-articles', count: 4 },
      { kind: 'learning-paths', id: 'resources-learning-paths', heading: 'resources.learningPaths', intro: 'resources.learningPathsIntro' },
      { kind: 'career-paths', id: 'resources-career-paths', heading: 'resources.careerPaths', intro: 'resources.careerPathsIntro' },
    ],
  },
  {
    name: 'hidden.skills-evaluation',
    slug: 'skillsEvaluation',
    title: 'titles.hidden.skillsEvaluation',
    content: 'platform/skills-evaluation',
    layout: { kind: 'platform', actions: [START_FREE, CAREER_PATHS] },
    sections: [{ kind: 'labs-by-level' }, CLOSING_CALL],
  },
  {
    name: 'hidden.terms-and-conditions',
    slug: 'terms-and-conditions',
    title: 'titles.hidden.termsAndConditions',
    content: 'legal/terms',
    layout: { kind: 'document', toc: true },
  },
] as const satisfies readonly HiddenPageEntry[];

/** The name of a page this table declares. */
export type HiddenPageName = (typeof HIDDEN_PAGES)[number]['name'];

/** The URL of an entry: /hidden, or /hidden/<slug>. */
export const hiddenPath = (entry: Pick<HiddenPageEntry, 'slug'>): string => (entry.slug ? `/hidden/${entry.slug}` : '/hidden');
