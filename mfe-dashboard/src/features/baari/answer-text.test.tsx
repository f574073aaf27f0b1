import { screen } from '@testing-library/react';
import { renderWithShell } from '@ilm/shared/testing';
import { AnswerText, answerBlocks } from './answer-text';
import { CITATIONS } from './baari-test-api';

describe('answerBlocks', () => {
  it('splits paragraphs at blank lines, keeps fenced code as written and reads - and 1. lines as lists', () => {
    const text = 'First line\nsecond line\n\n```\nchmod 640 notes.txt\n\nls -l\n```\n- one\n- two\n\n1. go\n2. check';
    expect(answerBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'code', text: 'chmod 640 notes.txt\n\nls -l' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['go', 'check'] },
    ]);
  });

  it('runs a code block still arriving (no closing fence yet) to the end of the text', () => {
    expect(answerBlocks('Run:\n```\nmkdir ~/projects')).toEqual([
      { kind: 'paragraph', lines: ['Run:'] },
      { kind: 'code', text: 'mkdir ~/projects' },
    ]);
  });
});

describe('AnswerText', () => {
  it('draws paragraphs, inline code and code blocks left to right, and [n] as links to the n-th citation', () => {
    renderWithShell(<AnswerText text={'See [2] and [1].\n\nRun `ls -l`:\n\n```\nls -l ~\n```\n\nAlso [3].'} citations={CITATIONS} />);
    expect(screen.getByRole('link', { name: '[1] Least privilege with IAM' })).toHaveAttribute('href', '/labs/iam-least-privilege');
    expect(screen.getByRole('link', { name: '[2] Cloud Security Engineer' })).toHaveAttribute('href', '/career-paths/cloud-security-engineer');
    // No third citation: the marker stays text, never a link to a page that was not retrieved.
    expect(screen.getByText(/Also \[3\]\./)).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('ls -l')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('ls -l ~').closest('pre')).toHaveAttribute('dir', 'ltr');
  });

  it('never turns the answer into markup: HTML in it is shown as text, and links leave the site only as words', () => {
    const { container } = renderWithShell(
      <AnswerText
        text={'<img src=x onerror="alert(1)"> and <b>bold</b> [here](https://evil.example/) or [the lab](/labs/iam-least-privilege)'}
        citations={[]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'here' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the lab' })).toHaveAttribute('href', '/labs/iam-least-privilege');
  });
});
