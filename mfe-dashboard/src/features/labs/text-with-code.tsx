import type { ComponentProps } from 'react';
import styles from './step-body.module.css';

/** Code in a lab's text: commands, paths and code read left to right inside Arabic and Urdu (the instructions' `code` too). */
export const Code = ({ className, ...props }: ComponentProps<'code'>) => <code {...props} dir="ltr" className={`${styles.code} ${className ?? ''}`} />;

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
