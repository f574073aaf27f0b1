// A lab step's instructions, drawn from their Markdown (docs/rules/lab-format.md#stepyaml): the
// lab's page, the running lab's guide and the hints all draw them, so they are a feature of their own.
export { loadMarkdownView, StepBody } from './step-body';
export { TextWithCode } from './text-with-code';
