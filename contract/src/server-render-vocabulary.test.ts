import { disableServerControls, SERVER_DISABLED_ATTRIBUTE } from './server-render-vocabulary';

describe('disableServerControls (docs/decisions/0005-server-rendering.md)', () => {
  it('draws every control disabled and marked, so hydration knows which ones to enable', () => {
    expect(
      disableServerControls(
        '<form><input name="email"/><textarea></textarea><select></select><button type="submit">Send</button><a href="/help">Help</a></form>',
      ),
    ).toBe(
      `<form><input disabled="" ${SERVER_DISABLED_ATTRIBUTE}="" name="email"/><textarea disabled="" ${SERVER_DISABLED_ATTRIBUTE}=""></textarea><select disabled="" ${SERVER_DISABLED_ATTRIBUTE}=""></select><button disabled="" ${SERVER_DISABLED_ATTRIBUTE}="" type="submit">Send</button><a href="/help">Help</a></form>`,
    );
  });

  it('leaves a control the page itself disabled unmarked, however the attribute is written, so it stays disabled once live', () => {
    for (const control of [
      '<button disabled>Send</button>',
      '<button disabled="">Send</button>',
      '<input disabled/>',
      '<input name="a" disabled />',
      '<input disabled="disabled">',
    ]) {
      expect(disableServerControls(control)).toBe(control);
    }
  });
});
