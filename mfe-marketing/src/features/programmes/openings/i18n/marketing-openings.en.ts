/** English strings of the current openings on /al-razzaq (namespace `marketing-openings`). */
export const marketingOpeningsEn = {
  heading: 'Current openings',
  intro:
    'Roles at Ilm Cloud and at partner employers. You apply from your dashboard with your career profile, where the openings that ask for the labs you completed come first.',
  loadFailed: 'The current openings could not be loaded',
  unavailable: 'Please try again in a moment.',
  empty: 'No opening right now. New ones appear here as employers add them.',
  employer: 'Employer',
  location: 'Location',
  workMode: 'How you work',
  labs: 'Labs it asks for',
  mode: {
    remote: 'Remote',
    hybrid: 'Hybrid',
    on_site: 'On site',
  },
  apply: 'Apply to {{title}} from your dashboard',
  all: 'See how you match every opening',
};
