import { createRef, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell as render } from '../../testing';
import { SAY_LEFT_AFTER_MS, TextAreaField } from './text-area-field';

/** The box typed into as a parent holding its value would (`value` and `onChange`). */
function Controlled(props: { maxLength?: number; countFrom?: number }) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Your answer" value={value} onChange={(event) => setValue(event.target.value)} {...props} />;
}

afterEach(async () => {
  jest.useRealTimers();
  await setLanguage('en', { remember: false });
});

describe('TextAreaField', () => {
  it('is a labelled multi-line box whose hint, count and error describe it, in that order', () => {
    render(
      <TextAreaField
        label="Motivation"
        hint="Between 50 and 2,000 characters."
        maxLength={2000}
        defaultValue="I like labs."
        error="Write at least 50 characters."
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Motivation' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('maxlength', '2000');
    expect(box).toHaveAccessibleDescription('Between 50 and 2,000 characters. 12 of 2,000 characters Write at least 50 characters.');
  });

  it('says its error at once: it often arrives from the server while the focus is on Submit', () => {
    render(<TextAreaField label="Motivation" error="must have at most 2000 characters" />);
    expect(screen.getByRole('alert')).toHaveTextContent('must have at most 2000 characters');
  });

  it('is not marked invalid, and has no count, without an error or a limit', () => {
    render(<TextAreaField label="Notes" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(box).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });

  it('counts the characters as they are typed, with or without a value held by its parent', async () => {
    render(
      <>
        <Controlled maxLength={500} />
        <TextAreaField label="Registered" maxLength={500} />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Session Manager');
    await userEvent.type(screen.getByRole('textbox', { name: 'Registered' }), 'Port 22');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription('15 of 500 characters');
    expect(screen.getByRole('textbox', { name: 'Registered' })).toHaveAccessibleDescription('7 of 500 characters');
  });

  it('shows the count only near the limit when asked to (countFrom)', async () => {
    render(<Controlled maxLength={10} countFrom={0.8} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, 'abcdefg');
    expect(screen.queryByText(/of 10 characters/)).not.toBeInTheDocument();
    await userEvent.type(box, 'h');
    expect(screen.getByText('8 of 10 characters')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('8 of 10 characters');
  });

  it('marks the count when the limit is reached', async () => {
    render(<Controlled maxLength={3} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'abcdef');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('abc');
    expect(screen.getByText('3 of 3 characters')).toHaveClass('countFull');
  });

  it('near the limit, says politely how many characters are left once typing pauses, not at every key', () => {
    jest.useFakeTimers();
    render(<Controlled maxLength={100} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    const polite = document.querySelector('[aria-live="polite"]')!;
    fireEvent.input(box, { target: { value: 'x'.repeat(50) } });
    act(() => jest.advanceTimersByTime(SAY_LEFT_AFTER_MS));
    expect(polite).toHaveTextContent(/^$/);
    fireEvent.input(box, { target: { value: 'x'.repeat(85) } });
    act(() => jest.advanceTimersByTime(SAY_LEFT_AFTER_MS / 2));
    expect(polite).toHaveTextContent(/^$/);
    act(() => jest.advanceTimersByTime(SAY_LEFT_AFTER_MS / 2));
    expect(polite).toHaveTextContent('15 characters left');
    fireEvent.input(box, { target: { value: 'x'.repeat(99) } });
    expect(polite).toHaveTextContent(/^$/);
    act(() => jest.advanceTimersByTime(SAY_LEFT_AFTER_MS));
    expect(polite).toHaveTextContent('1 character left');
  });

  it('hands its ref to the textarea (react-hook-form registers it) and passes its attributes through', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onKeyDown = jest.fn();
    render(<TextAreaField ref={ref} label="Question" name="question" rows={3} onKeyDown={onKeyDown} />);
    const box = screen.getByRole('textbox', { name: 'Question' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('name', 'question');
    expect(box).toHaveAttribute('rows', '3');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});

describe('TextAreaField on a right-to-left page', () => {
  it('lets free text follow its own first letters (dir="auto") and says its count in the page’s language', async () => {
    await setLanguage('ar', { remember: false });
    render(<TextAreaField label="إجابتك" maxLength={4000} defaultValue="مرحبا" />);
    const box = screen.getByRole('textbox', { name: 'إجابتك' });
    expect(box).toHaveAttribute('dir', 'auto');
    expect(box).toHaveAccessibleDescription(/^5 من 4,000 حرف$/);
    await act(() => setLanguage('ur', { remember: false }));
    expect(await screen.findByText(/میں سے 5 حروف$/)).toBeInTheDocument();
  });
});
