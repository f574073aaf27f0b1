import type { ComponentProps } from 'react';
import styles from './step-body.module.css';

/**
 * Code of one line and at most this many characters is never broken across lines: `-rw-r--r--`
 * broken at a hyphen, or `ls -l` at its space, reads as two things. Longer code still wraps: 24
 * characters of the code font are about 210 px, within the text of a 320 px phone.
 */
export const WHOLE_CODE_MAX_LENGTH = 24;

/** Code in a lab's text: commands, paths and code read left to right inside Arabic and Urdu (the instructions' `code` too). */
export function Code({ className, children, ...props }: ComponentProps<'code'>) {
  // A fenced block's lines are its own: only code of one line is held together.
  const whole = typeof children === 'string' && children.length <= WHOLE_CODE_MAX_LENGTH && !children.includes('\n');
  return (
    <code {...props} dir="ltr" className={[styles.code, whole ? styles.whole : '', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </code>
  );
}

/**
 * A lab's plain text (its description, its objectives) with its `backticked` parts drawn as code,
 * left to right, as in its instructions (docs/rules/lab-format.md): commands and file names stay in
 * Latin script inside backticks in every language. A text with an unpaired backtick is drawn as written.
 */
export function TextWithCode({ text }: { text: string }) {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Code key={index}>{part}</Code>
        ) : (
          // An empty run between two code parts draws nothing, here and on the server alike.
          part || null
        ),
      )}
    </>
  );
}
