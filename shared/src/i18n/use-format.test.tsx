import { renderHook } from '@testing-library/react';
import { acceptDrawnWords, setLanguage } from '@ilm/shared/i18n';
import { useFormat } from './use-format';

const AT = '2026-11-22T15:24:00Z';

afterEach(async () => {
  await setLanguage('en', { remember: false });
});

describe('dates and times', () => {
  it('in Urdu use the 24-hour clock: no Latin "PM" for right-to-left text to turn into "PM3:24"', async () => {
    await setLanguage('ur', { remember: false });
    const { result } = renderHook(() => useFormat());
    expect(result.current.dateTime(AT)).not.toMatch(/[A-Za-z]/);
    expect(result.current.dateTime(AT)).toContain('نومبر');
    expect(result.current.time(AT)).toMatch(/^\d{2}:\d{2}$/);
  });

  it('in Arabic and English keep the 12-hour clock of their language', async () => {
    await setLanguage('ar', { remember: false });
    expect(renderHook(() => useFormat()).result.current.time(AT)).toMatch(/[صم]$/);
    await setLanguage('en', { remember: false });
    expect(renderHook(() => useFormat()).result.current.time(AT)).toMatch(/[AP]M$/);
  });
});

describe('words a server drawing wrote (docs/decisions/0007-first-visit-performance.md)', () => {
  afterEach(() => acceptDrawnWords(undefined));

  it('numbers and durations depend on the language alone: the server’s words are shown as drawn', () => {
    acceptDrawnWords({ 'number en 1200': '1,200 (server)', 'minute en 45': '45 min (server)' });
    const { result } = renderHook(() => useFormat());
    expect(result.current.number(1200)).toBe('1,200 (server)');
    expect(result.current.minutes(45)).toBe('45 min (server)');
    expect(result.current.minutes(90)).toBe('1 hr 30 min');
  });

  it('dates follow the reader’s clock, so they are always written in the browser', () => {
    acceptDrawnWords({ [`dateTime en ${AT}`]: 'server time' });
    expect(renderHook(() => useFormat()).result.current.dateTime(AT)).not.toBe('server time');
  });
});
