/** English strings of the mock interviews (namespace `careers-interviews`): their list, one interview, and the dashboard's card. */
export const careersInterviewsEn = {
  interviews: {
    title: 'Mock interviews',
    intro:
      'Practise the job interview of your career path. Baari asks the questions interviews for that role ask, and after each answer says what you covered, what to add and which lab practises it.',
  },
  start: {
    title: 'Start a mock interview',
    careerPath: 'Career path',
    choose: 'Choose a career path',
    hint_one: '{{count}} question, technical and behavioural, asked in the language of this page. Answer in your own words.',
    hint_other: '{{count}} questions, technical and behavioural, asked in the language of this page. Answer in your own words.',
    submit: 'Start the interview',
    starting: 'Starting…',
    chooseFirst: 'Choose a career path first.',
    failed: 'The interview could not be started. Please try again.',
    pathsFailed: 'The career paths could not be loaded.',
  },
  list: {
    title: 'Your mock interviews',
    emptyTitle: 'No mock interviews yet',
    emptyBody: 'Choose a career path above to start your first one.',
    loadFailed: 'Your mock interviews could not be loaded.',
    link: '{{path}}, {{date}}',
    progress_one: '{{answered}} of {{count}} question answered',
    progress_other: '{{answered}} of {{count}} questions answered',
    score: 'Score: {{score}} out of 100',
    noScore: 'No score yet',
    status: {
      in_progress: 'In progress',
      completed: 'Completed',
    },
  },
  interview: {
    title: 'Mock interview',
    intro:
      'Answer each question as you would answer an interviewer. After each answer you see the points you covered, the points to add and the labs that practise them.',
    back: 'All mock interviews',
    path: 'Career path: {{path}}',
    progress: 'Question {{number}} of {{total}}',
    notFound: 'This mock interview was not found. It may belong to another account.',
    loadFailed: 'The interview could not be loaded.',
    question: 'Question {{number}}',
  },
  answer: {
    label: 'Your answer',
    hint: 'Answer as you would speak to an interviewer: name the tools and the steps, and say why.',
    submit: 'Submit answer',
    sending: 'Sending…',
    empty: 'Write your answer before you submit it.',
    failed: 'Your answer could not be sent. It is still here: please try again.',
  },
  feedback: {
    title: 'Feedback on question {{number}}',
    yourAnswer: 'Your answer',
    points: 'What an interviewer listens for',
    met: 'Covered',
    missed: 'To add',
    score: 'Score: {{score}} out of 100',
    next: 'Next question',
    toSummary: 'See your summary',
  },
  summary: {
    title: 'Your summary',
    again: 'Start another mock interview',
  },
  earlier: {
    title: 'Your answers',
    item: 'Question {{number}}: {{score}} out of 100',
  },
  card: {
    title: 'Mock interviews',
    empty: 'Practise the job interview of your career path, with feedback on every answer.',
    start: 'Start a mock interview',
    all: 'All mock interviews',
  },
};
