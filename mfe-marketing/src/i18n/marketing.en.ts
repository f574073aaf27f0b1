/** English strings of mfe-marketing (namespace `marketing`). */
export const marketingEn = {
  home: {
    title: "Learn cloud and security by doing",
    intro: "Hands-on cloud labs, career paths and Baari, your AI assistant: everything you need to go from your first lab to your next job, in your language.",
  },
  aboutUs: {
    title: "About us",
    intro: "Who we are, why we teach emerging technologies through real hands-on labs, and the people behind the platform.",
  },
  alBaari: {
    title: "Baari, your AI learning assistant",
    intro: "Meet Baari: the assistant that explains concepts, reviews your lab work and suggests what to learn next.",
  },
  alRazzaq: {
    title: "Job placement and internships",
    intro: "How we help you land work: job placement, virtual internships, interview preparation and immigration support.",
  },
  bari: {
    title: "Ask Baari",
    intro: "Put a question to Baari and get guidance on your labs, your learning path and your career.",
  },
  careerPaths: {
    title: "Career paths",
    intro: "Role-based paths, from cloud engineer to security analyst: the labs, courses and diploma each one takes.",
  },
  careerPath: {
    title: "Career path",
    intro: "What this career path teaches, the labs it includes, how long it takes and what it costs.",
  },
  cifForm: {
    title: "Candidate information form",
    intro: "Tell us about your experience and goals so we can match you with placements, internships and immigration support.",
  },
  cif: {
    title: "Candidate information",
    intro: "What the candidate information form is for, what happens after you send it, and how we use your details.",
  },
  consulting: {
    title: "Consulting",
    intro: "Cloud, security and AI consulting for teams: the offers, how an engagement works and how to start one.",
  },
  consultingOffer: {
    title: "Consulting offer",
    intro: "The scope, deliverables and duration of this consulting offer, and how to ask for it.",
  },
  contactUs: {
    title: "Contact us",
    intro: "Questions about labs, plans or your account? Send us a message and our team will answer.",
  },
  diplomaDeclaration: {
    title: "Diploma declaration",
    intro: "Declare the work behind your diploma: the paths and labs you completed, confirmed before your diploma is issued.",
  },
  learningPaths: {
    title: "Learning paths",
    intro: "Guided sequences of hands-on labs on AWS, Azure, Google Cloud, Kubernetes, security and AI.",
  },
  partners: {
    title: "Partners and providers",
    intro: "The cloud providers, certification bodies and employers we work with.",
  },
  privacyPolicy: {
    title: "Privacy policy",
    intro: "What personal data we collect, why, how long we keep it, and the rights you have over it.",
  },
  terms: {
    title: "Terms and conditions",
    intro: "The terms that apply when you use the platform, buy a plan or spend lab tokens.",
  },
  hiddenHome: {
    title: "Learn, practise and get hired",
    intro: "The new home of the platform: learn with real cloud labs, prove your skills, and get placed.",
  },
  hiddenAbout: {
    title: "About",
    intro: "Our mission to reskill the world for emerging technologies, and the team that works on it.",
  },
  hiddenBlog: {
    title: "Blog",
    intro: "Articles on cloud, security and AI careers, lab walkthroughs and news from the platform.",
  },
  hiddenCareerPathway: {
    title: "Career pathway",
    intro: "How a learner moves from first lab to job offer: skills, assessments, projects and placement.",
  },
  hiddenCareers: {
    title: "Careers",
    intro: "Work with us: the roles we are hiring for and how we work.",
  },
  hiddenContactUs: {
    title: "Contact us",
    intro: "Reach our learner support, sales and partnership teams.",
  },
  hiddenDreamJob: {
    title: "Land your dream job",
    intro: "Interview preparation, portfolio projects and placement support for the role you want.",
  },
  hiddenForBusiness: {
    title: "For business",
    intro: "Train your teams with hands-on labs, track their progress and hire from our graduates.",
  },
  hiddenForIndividuals: {
    title: "For individuals",
    intro: "Plans, paths and support for learners building a career in cloud, security and AI.",
  },
  hiddenGlobalReskillingProgram: {
    title: "Global reskilling program",
    intro: "Our programme to reskill people worldwide for emerging technology jobs, and how to join it.",
  },
  hiddenHandsOnLabs: {
    title: "Hands-on labs",
    intro: "Real cloud environments in your browser: launch a lab, follow its steps, and learn by doing.",
  },
  hiddenOurPartners: {
    title: "Our partners",
    intro: "The companies and institutions that build, certify and hire with us.",
  },
  hiddenPlatformCloudPlayground: {
    title: "Cloud playground",
    intro: "A sandbox cloud account to experiment freely, with guardrails so nothing costs you a surprise bill.",
  },
  hiddenPlatformOverview: {
    title: "Platform overview",
    intro: "Labs, paths, assessments, Baari and placement: a tour of everything the platform offers.",
  },
  hiddenPlatformSkillsAssessmentProgram: {
    title: "Skills assessment program",
    intro: "Measure skills with practical, lab-based assessments that employers trust.",
  },
  hiddenPlatform: {
    title: "Platform",
    intro: "The learning platform behind the labs: how it works and what it includes.",
  },
  hiddenPrivacyPolicy: {
    title: "Privacy policy",
    intro: "How we handle your personal data, in the newer site design.",
  },
  hiddenResources: {
    title: "Resources",
    intro: "Guides, cheat sheets, webinars and study plans to support your learning.",
  },
  hiddenSkillsEvaluation: {
    title: "Skills evaluation",
    intro: "Find out where you stand: a short evaluation that recommends your starting path.",
  },
  hiddenTermsAndConditions: {
    title: "Terms and conditions",
    intro: "The terms of use of the platform, in the newer site design.",
  },
  catalog: {
    loadFailed: 'We could not load this list',
    unavailable: 'The service is unavailable right now. Try again in a moment.',
    startFree: 'Start free',
    browseLabs: 'Browse hands-on labs',
    careerPathsTitle: 'Career paths',
    popularLabs: 'Popular hands-on labs',
    allCareerPaths: 'All career paths',
    allLearningPaths: 'All learning paths',
    pathPrice: 'Whole path:',
    pathLabs: 'Labs in this path',
    outcomes: 'What you will be able to do',
    seePricing: 'See pricing',
    pathNotFound: 'Career path not found',
    pathNotFoundTitle: 'There is no career path at this address',
    pathNotFoundMessage: 'It may have been renamed or retired. Every current path is listed on the career paths page.',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    weeks_one: '{{count}} week',
    weeks_other: '{{count}} weeks',
    labs_one: '{{count}} lab',
    labs_other: '{{count}} labs',
    tokens_one: '{{count}} token',
    tokens_other: '{{count}} tokens',
    tokensIncluded_one: '{{count}} lab token included',
    tokensIncluded_other: '{{count}} lab tokens included',
    level: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
    cloud: { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', kubernetes: 'Kubernetes', security: 'Security', ai: 'AI' },
  },
};
