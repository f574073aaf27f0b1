import { act, render } from '@testing-library/react';
import { registerTranslations, setLanguage } from './i18n';
import { Trans } from './trans';

const NS = 'trans-test';
registerTranslations(
  NS,
  { perToken: '<0></0> per token' },
  { ar: async () => ({ strings: { perToken: '<0></0> للرمز الواحد' } }), ur: async () => ({ strings: { perToken: 'فی ٹوکن <0></0>' } }) },
);

/** An element that draws its own content, as a price does: the sentence's `<0></0>` gives it none. */
const PriceTag = () => <b>$0.10</b>;
const sentence = () => <Trans ns={NS} i18nKey="perToken" components={[<PriceTag key="price" />]} />;

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Trans from @ilm/shared/i18n/trans', () => {
  it('puts the element where each language’s sentence puts it, and follows a change of language', async () => {
    const { container } = render(sentence());
    expect(container.innerHTML).toBe('<b>$0.10</b> per token');
    await act(() => setLanguage('ur'));
    expect(container.innerHTML).toBe('فی ٹوکن <b>$0.10</b>');
    await act(() => setLanguage('ar'));
    expect(container.innerHTML).toBe('<b>$0.10</b> للرمز الواحد');
  });
});
