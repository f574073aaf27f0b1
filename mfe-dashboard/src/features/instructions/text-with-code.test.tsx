import { render } from '@testing-library/react';
import { Code, TextWithCode, WHOLE_CODE_MAX_LENGTH } from './text-with-code';

describe("a lab's text with `code` (docs/rules/lab-format.md)", () => {
  it('draws each backticked part as code, left to right, and the rest as text, without the backticks', () => {
    const { container } = render(
      <p>
        <TextWithCode text="یہ `ls -l` کی لڑی `-rw-r--r--` پڑھنا" />
      </p>,
    );
    expect(container.textContent).toBe('یہ ls -l کی لڑی -rw-r--r-- پڑھنا');
    expect([...container.querySelectorAll('code')].map((code) => [code.textContent, code.getAttribute('dir')])).toEqual([
      ['ls -l', 'ltr'],
      ['-rw-r--r--', 'ltr'],
    ]);
  });

  it('draws a text with an unpaired backtick as written', () => {
    const { container } = render(<TextWithCode text="it's a ` alone" />);
    expect(container.innerHTML).toBe("it's a ` alone");
  });

  it('draws two code parts side by side with nothing between them', () => {
    const { container } = render(<TextWithCode text="`a``b`" />);
    expect(container.innerHTML.replace(/ class="[^"]*"/g, '')).toBe('<code dir="ltr">a</code><code dir="ltr">b</code>');
  });

  it('keeps short code on one line, and lets code longer than a phone line wrap', () => {
    const long = 'chmod 600 ~/projects/private.txt';
    expect(long.length).toBeGreaterThan(WHOLE_CODE_MAX_LENGTH);
    const { container } = render(<TextWithCode text={`\`-rw-r--r--\` \`ls -l\` \`${long}\``} />);
    expect([...container.querySelectorAll('code')].map((code) => [code.textContent, code.classList.contains('whole')])).toEqual([
      ['-rw-r--r--', true],
      ['ls -l', true],
      [long, false],
    ]);
  });

  it("leaves a short fenced block's lines as they are written", () => {
    const { container } = render(<Code>{'ls\npwd'}</Code>);
    expect(container.querySelector('code')!.classList.contains('whole')).toBe(false);
  });
});
