/** A lab's words in one language: steps as [title, body] pairs, in the English order. */
export interface LabText {
  title: string;
  summary: string;
  objectives: string[];
  steps: [string, string][];
}
