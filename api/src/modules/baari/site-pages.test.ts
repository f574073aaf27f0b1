import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLACES_TO_LOOK, SITE_ANCHORS, SITE_PAGES, sitePath } from './site-pages';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const remoteRoutes = readdirSync(REPO)
  .filter((name) => name.startsWith('mfe-'))
  .map((name) => ({ name, text: readFileSync(path.join(REPO, name, 'src', 'routes.ts'), 'utf8') }));

describe('the pages Baari links to', () => {
  it('reads the routes of every remote', () => {
    expect(remoteRoutes.map((remote) => remote.name)).toEqual(expect.arrayContaining(['mfe-marketing', 'mfe-dashboard', 'mfe-checkout']));
  });

  it.each(Object.entries(SITE_PAGES))('%s (%s) is a path some remote declares in its routes.ts', (_name, pattern) => {
    const declaring = remoteRoutes.filter((remote) => remote.text.includes(`'${pattern}'`));
    expect(declaring.map((remote) => remote.name)).not.toEqual([]);
  });

  it.each(Object.entries(SITE_ANCHORS))('the %s anchor is the id its page writes', (_name, anchor) => {
    const page = readFileSync(path.join(REPO, anchor.drawnIn), 'utf8');
    expect(page).toContain(`\`${anchor.prefix}\${`);
  });

  it('builds item paths from the declared patterns', () => {
    expect(sitePath.lab('aws-iam-least-privilege')).toBe('/labs/aws-iam-least-privilege');
    expect(sitePath.careerPath('cloud-engineer')).toBe('/career-paths/cloud-engineer');
    expect(sitePath.plan('pro')).toBe('/pricing#plan-pro');
    expect(sitePath.learningPath('aws-foundations')).toBe('/learning-paths#path-aws-foundations');
  });

  it('suggests only list pages, never a page that needs a slug', () => {
    expect(PLACES_TO_LOOK.map((name) => SITE_PAGES[name]).filter((pattern) => pattern.includes(':'))).toEqual([]);
  });
});
