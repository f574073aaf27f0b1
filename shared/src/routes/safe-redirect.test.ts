import { defaultSignedInPath, safeRedirect, signInRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/labs/aws?step=2#top')).toBe('/labs/aws?step=2#top');
    expect(safeRedirect('/tokens')).toBe('/tokens');
  });

  it('SPEC §4: answers /instance-dashboard when no redirect is given', () => {
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

  it('keeps an encoded path on this site (it cannot leave it)', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('judges against the origin it is given', () => {
    expect(safeRedirect('/x?y=1', 'https://ilm.example')).toBe('/x?y=1');
  });
});

describe('signInRedirect', () => {
  it('SPEC §4: names the full path with its query, encoded', () => {
    expect(signInRedirect('/dashboard/instances?tab=a&b=c')).toBe('/auth/signin?redirect=%2Fdashboard%2Finstances%3Ftab%3Da%26b%3Dc');
  });
});
