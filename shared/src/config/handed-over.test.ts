import { handedOver } from './handed-over';

afterEach(() => document.body.replaceChildren());

function element(id: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.append(script);
}

describe('what the shell server hands over in the page (docs/decisions/0005-server-rendering.md)', () => {
  it('reads the JSON of the element', () => {
    element('ilm-test', '{"country":"PK"}');
    expect(handedOver('ilm-test')).toEqual({ country: 'PK' });
  });

  it('is the same as none when the element is missing, empty or broken', () => {
    expect(handedOver('ilm-missing')).toBeUndefined();
    element('ilm-empty', '');
    expect(handedOver('ilm-empty')).toBeUndefined();
    element('ilm-broken', '{"country":');
    expect(handedOver('ilm-broken')).toBeUndefined();
  });

  it('reads another document when given one', () => {
    const other = document.implementation.createHTMLDocument('other');
    other.body.innerHTML = '<script type="application/json" id="ilm-test">[1,2]</script>';
    expect(handedOver('ilm-test', other)).toEqual([1, 2]);
    expect(handedOver('ilm-test')).toBeUndefined();
  });
});
