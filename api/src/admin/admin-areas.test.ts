import { adminAreas } from './admin-areas';
import { adminHelp } from './admin-runner';

describe('the staff command line gathers each module’s actions under its name', () => {
  it('the areas are the modules that offer actions, and nothing else', () => {
    expect(Object.keys(adminAreas).sort()).toEqual(['diplomas', 'immigration', 'internships', 'jobs', 'payments']);
  });

  it('admin help lists every action with its usage, the currency rate included', () => {
    const help = adminHelp(adminAreas);
    expect(help).toContain('  payments set-rate <COUNTRY> <CURRENCY> <RATE>');
    expect(help).toContain('  jobs add-opening --slug <slug>');
    expect(help).toContain('  diplomas revoke');
  });
});
