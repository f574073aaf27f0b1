import { defaultSignedInPath, safeRedirect, signInRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/labs/aws?step=2#top')).toBe('/labs/aws?step=2#top');
    expect(safeRedirect('/tokens')).toBe('/tokens');
  });

  it('answers /instance-dashboard when no redirect is given', () => {
    expect(defaultSignedInPath()).toBe('/instance-dashboard');
    expect(safeRedirect(undefined)).toBe('/instance-dashboard');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    'http://localhost:3000.evil.example/x',
    '//evil.example',
    '///evil.example',
    'javascript:alert(1)',
    '/\\evil',
    '\\\\evil',
    ' /x',
    '/\n/evil.example',
    '/\t/evil.example',
    'data:text/html,hi',
    'evil.example',
  ])('refuses %j (not a path on this site) and answers /instance-dashboard', (value) => {
    expect(safeRedirect(value)).toBe('/instance-dashboard');
  });

  // docs/rules/security.md#redirects: these resolve (dot segments, `%2e`, encoded or back slashes, stripped tabs and
  // newlines) to `//evil.example`, another site; the check must judge the normalised path.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/a/b/../../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/./%2e//evil.example',
    '/.%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5cevil.example',
    '/.\\evil.example',
    '/..\\evil.example',
    '/.\t//evil.example',
    '/.\n//evil.example',
    '/\r\n//evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%00/x',
    '/%252F%252Fevil.example',
    '/%252e//evil.example',
    '/x/..//evil.example?next=/',
  ])('safeRedirect normalises first, then checks: %j answers the default page', (value) => {
    const result = safeRedirect(value);
    expect(result).toBe('/instance-dashboard');
  });

  it('safeRedirect answers a path that is still the same path when a browser or router reads it again', () => {
    for (const value of ['/labs/aws?step=2#top', '/a/./b/../c', '/tokens?x=%2F']) {
      const result = safeRedirect(value);
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
      expect(new URL(result, 'https://ilm.example').origin).toBe('https://ilm.example');
    }
    expect(safeRedirect('/a/./b/../c')).toBe('/a/c');
    // A path in another script, encoded, is a path on this site.
    expect(safeRedirect('/career-paths/%D8%B3%D8%AD%D8%A7%D8%A8%D8%A9')).toBe('/career-paths/%D8%B3%D8%AD%D8%A7%D8%A8%D8%A9');
    // An encoded slash in the query is data, not a path: it stays.
    expect(safeRedirect('/tokens?x=%2F')).toBe('/tokens?x=%2F');
  });

  it('judges against the origin it is given', () => {
    expect(safeRedirect('/x?y=1', 'https://ilm.example')).toBe('/x?y=1');
  });
});

describe('signInRedirect', () => {
  it('names the full path with its query, encoded', () => {
    expect(signInRedirect('/dashboard/instances?tab=a&b=c')).toBe('/auth/signin?redirect=%2Fdashboard%2Finstances%3Ftab%3Da%26b%3Dc');
  });
});
