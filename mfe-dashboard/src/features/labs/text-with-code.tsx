import styles from './step-body.module.css';

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
          <code key={index} dir="ltr" className={styles.code}>
            {part}
          </code>
        ) : (
          // An empty run between two code parts draws nothing, here and on the server alike.
          part || null
        ),
      )}
    </>
  );
}
