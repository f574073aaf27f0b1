import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { registerTranslations, setLanguage } from './i18n';
import { SentenceWith } from './sentence-with';

const NS = 'sentence-with-test';
registerTranslations(
  NS,
  { perToken: '{{price}} per token', between: 'from {{price}} a month' },
  {
    ar: async () => ({ strings: { perToken: '{{price}} للرمز الواحد', between: 'من {{price}} شهريًا' } }),
    ur: async () => ({ strings: { perToken: 'فی ٹوکن {{price}}', between: '{{price}} ماہانہ سے' } }),
  },
);

/** An element that draws its own content, as a price does. */
const PriceTag = () => <b>$0.10</b>;
const sentence = (key = 'perToken') => <SentenceWith ns={NS} i18nKey={key} slot="price" element={<PriceTag />} />;

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('SentenceWith', () => {
  it('puts the element where each language’s sentence puts it, and follows a change of language', async () => {
    const { container } = render(sentence());
    expect(container.innerHTML).toBe('<b>$0.10</b> per token');
    await act(() => setLanguage('ur'));
    expect(container.innerHTML).toBe('فی ٹوکن <b>$0.10</b>');
    await act(() => setLanguage('ar'));
    expect(container.innerHTML).toBe('<b>$0.10</b> للرمز الواحد');
  });

  it('keeps the words on both sides of an element in the middle of the sentence', () => {
    const { container } = render(sentence('between'));
    expect(container.innerHTML).toBe('from <b>$0.10</b> a month');
  });

  it('draws no empty text beside an element at either end, so the server’s nodes are the browser’s', () => {
    const { container } = render(sentence());
    expect([...container.childNodes].map((node) => node.nodeName)).toEqual(['B', '#text']);
    expect(renderToString(sentence())).toBe('<b>$0.10</b> per token');
  });
});
