import { acceptDrawnWords, drawnWords, drawWithWords } from './drawn-words';

afterEach(() => acceptDrawnWords(undefined));

describe('words Intl wrote on the server (docs/decisions/0007-first-visit-performance.md)', () => {
  it('gives the words the server drew with, without writing them again', () => {
    acceptDrawnWords({ 'region ar PK': 'باكستان' });
    const write = jest.fn(() => 'Pakistan');
    expect(drawnWords('region ar PK', write)).toBe('باكستان');
    expect(write).not.toHaveBeenCalled();
  });

  it('writes words the server did not draw', () => {
    acceptDrawnWords({ 'region ar PK': 'باكستان' });
    expect(drawnWords('region ar AE', () => 'الإمارات')).toBe('الإمارات');
  });

  it('a server drawing gives every answer it used, given or written, and lets the given words go after', async () => {
    const drawing = await drawWithWords({ 'region en PK': 'Pakistan' }, () => {
      drawnWords('region en PK', () => 'unused');
      drawnWords('price en USD 49', () => '$49.00');
      return '<p>drawn</p>';
    });
    expect(drawing).toEqual({ drawn: '<p>drawn</p>', words: { 'region en PK': 'Pakistan', 'price en USD 49': '$49.00' } });
    expect(drawnWords('region en PK', () => 'written')).toBe('written');
    expect((await drawWithWords(undefined, () => null)).words).toEqual({});
  });

  it('a drawing that fails records nothing more and keeps none of its given words', async () => {
    await expect(
      drawWithWords({ 'region en PK': 'Pakistan' }, () => {
        throw new Error('broken page');
      }),
    ).rejects.toThrow('broken page');
    expect(drawnWords('region en PK', () => 'written')).toBe('written');
    const next = await drawWithWords(undefined, () => null);
    expect(next.words).toEqual({});
  });

  it('takes only text from a page, and forgets what an earlier page gave', () => {
    acceptDrawnWords({ 'region en PK': 'Pakistan' });
    acceptDrawnWords({ 'region en AE': 42, 'price en USD 1': '$1.00' });
    expect(drawnWords('region en PK', () => 'written')).toBe('written');
    expect(drawnWords('region en AE', () => 'written')).toBe('written');
    expect(drawnWords('price en USD 1', () => 'written')).toBe('$1.00');
    acceptDrawnWords('not an object');
    expect(drawnWords('price en USD 1', () => 'written')).toBe('written');
  });
});
