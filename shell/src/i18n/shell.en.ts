/** English strings of the shell (namespace `shell`). */
export const shellEn = {
  skipToContent: 'Skip to content',
  brand: '{{product}} Cloud',
  brandHome: 'home page',
  nav: {
    main: 'Main navigation',
    menu: 'Menu',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
  },
  revamped: {
    nav: 'Platform navigation',
  },
  dashboardNav: {
    label: 'Learner area',
    backToSite: 'Back to the site',
  },
  footer: {
    label: 'Footer',
    company: 'Company',
    learn: 'Learn',
    legal: 'Legal',
    rights: '© {{year}} {{product}} Cloud. All rights reserved.',
  },
  remote: {
    unavailableTitle: 'This part of the site is unavailable right now',
    unavailableMessage: 'We could not load this page. The rest of the site still works: try again in a moment.',
  },
  panels: {
    close: 'Close',
    loading: 'Loading the panel…',
    unavailableMessage: 'We could not load this panel. The page you are on still works: try again in a moment.',
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  errorPage: {
    home: 'Go to the home page',
    status: 'Error {{status}}',
  },
  titles: {
    notFound: 'Page not found',
    error: 'Error',
  },
};
