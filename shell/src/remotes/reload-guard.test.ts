import { claimGuardedReload, RELOAD_GUARD_KEY } from './reload-guard';

describe('the reload guard for a failed page chunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows the first reload and records it in sessionStorage', () => {
    expect(claimGuardedReload(1_000_000)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 10 seconds', () => {
    claimGuardedReload(1_000_000);
    expect(claimGuardedReload(1_000_001)).toBe(false);
    expect(claimGuardedReload(1_009_999)).toBe(false);
  });

  it('allows a reload again once 10 seconds have passed', () => {
    claimGuardedReload(1_000_000);
    expect(claimGuardedReload(1_010_000)).toBe(true);
    expect(claimGuardedReload(1_010_001)).toBe(false);
  });
});
