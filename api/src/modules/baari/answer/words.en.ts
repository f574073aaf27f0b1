import type { BaariWords } from './words-shape';

/** Baari's own sentences in English. */
export const en: BaariWords = {
  levels: { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' },
  kindKeywords: {
    career_path: 'career path, a track towards a job role',
    learning_path: 'learning path: a sequence of labs in order',
    plan: 'subscription plan, monthly price',
    token_pack: 'buy extra lab tokens',
    consulting: 'consulting: our engineers do the work with your team, for your company',
  },
  labFacts: ({ level, minutes, tokens }) =>
    `Level: ${level}. It runs for ${minutes} minutes and costs ${tokens} lab ${tokens === 1 ? 'token' : 'tokens'} to launch.`,
  objectives: (list) => `You learn to: ${list}.`,
  stepTitle: (number, title) => `Step ${number}: ${title}`,
  careerPathFacts: ({ level, weeks, price, tokens }) =>
    `Level: ${level}. It takes about ${weeks} weeks and costs ${price} (US dollars), with ${tokens} lab tokens included.`,
  outcomes: (list) => `By the end you can: ${list}.`,
  pathLabs: (list) => `Its labs: ${list}.`,
  learningPathFacts: ({ level, price }) => `Level: ${level}. Price: ${price} (US dollars).`,
  planFacts: ({ price, months, tokens }) =>
    `The plan costs ${price} (US dollars) for ${months === 1 ? 'one month' : `${months} months`} and grants ${tokens} lab tokens.`,
  planFeatures: (list) => `It includes: ${list}.`,
  tokenPackFacts: ({ tokens, price }) => `A pack of ${tokens} lab tokens for ${price} (US dollars). Tokens launch and extend labs.`,
  consultingFacts: ({ weeks, price }) => `An engagement takes about ${weeks} weeks and starts from ${price} (US dollars).`,
  deliverables: (list) => `You receive: ${list}.`,

  intro: "Here is what the platform's pages say about it.",
  onlyInEnglish: 'I found this only in English, so I quote the English pages.',
  source: (title, marker) => `From “${title}” ${marker}:`,
  labPlace: ({ labTitle, step, stepTitle }) => `You are on step ${step} of “${labTitle}”: “${stepTitle}”.`,
  lastCheckFailed: (reason) => `Its last check said: “${reason}”`,
  lastCheckPassed: 'Its last check passed.',
  nothingFound: "I could not find this in the platform's labs, paths, plans or pages, so I will not guess.",
  placesToLook: (links) => `You may find what you need here: ${links}.`,
  places: {
    careerPaths: 'Career paths',
    learningPaths: 'Learning paths',
    pricing: 'Plans and prices',
    consulting: 'Consulting',
    contactUs: 'Contact us (a person from our team answers)',
  },
  redacted: '[the solution is hidden until you ask for it]',
  notices: {
    nothing_found: "Nothing on the platform's pages answers this question.",
    model_unavailable: 'The language model did not answer in time, so this answer is composed from the pages themselves.',
  },
  suggestions: {
    platform: [
      'Which lab teaches least-privilege access?',
      'How do lab tokens work?',
      'I know some Linux. Which career path should I start with?',
      'What does the Pro plan include?',
    ],
    lab: ({ labTitle, stepTitle }) => [
      `What does the step “${stepTitle}” ask me to do?`,
      `Why might the check of “${stepTitle}” fail?`,
      `What does the lab “${labTitle}” teach?`,
      `Which career paths include “${labTitle}”?`,
    ],
  },
};
