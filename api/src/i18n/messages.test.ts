import { defineMessages, render } from './messages';

const greeting = (p: { name: string }) => `Hello ${p.name}.`;

describe("a module's sentences (defineMessages)", () => {
  it('renders a sentence in the language asked for, with its parameters', () => {
    const { text, say } = defineMessages({
      en: { greeting },
      ar: { greeting: (p) => `مرحبًا ${p.name}.` },
      ur: { greeting: (p) => `سلام ${p.name}۔` },
    });
    expect(say('ar', 'greeting', { name: 'Amina' })).toBe('مرحبًا Amina.');
    expect(render(text('greeting', { name: 'Amina' }), 'ur')).toBe('سلام Amina۔');
    expect(render(text('greeting', { name: 'Amina' }))).toBe('Hello Amina.');
  });

  it("says the shared sentences too, in the module's own text", () => {
    const { say } = defineMessages({ en: { greeting }, ar: { greeting }, ur: { greeting } });
    expect(say('en', 'rate_limited', { seconds: 5 })).toBe('Too many attempts. Please wait 5 seconds and try again.');
  });

  it('refuses a key the shared sentences already have, naming it', () => {
    const rate_limited = () => 'Slow down.';
    expect(() => defineMessages({ en: { rate_limited }, ar: { rate_limited }, ur: { rate_limited } })).toThrow(
      'The sentence "rate_limited" is already a shared one',
    );
  });
});
