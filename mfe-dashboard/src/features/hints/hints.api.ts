import type { HintRequestBody, SolutionRequestBody, StepHelp, StepHelpQuery } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** Where a step's help stands, as `labs/instances/:id/hints/` answers it. */
export type { StepHelp };

const base = (id: string) => `labs/instances/${encodeURIComponent(id)}`;

export const fetchStepHelp = (id: string, stepIndex: number) =>
  api<StepHelp>(`${base(id)}/hints/`, { query: { step_index: stepIndex } satisfies StepHelpQuery });
/** The step's next hint tier (recorded on the instance). */
export const requestHint = (id: string, stepIndex: number) =>
  api<StepHelp>(`${base(id)}/hints/`, { method: 'POST', body: { step_index: stepIndex } satisfies HintRequestBody });
/** The step's solution, asked for explicitly (recorded on the instance). */
export const requestSolution = (id: string, stepIndex: number) =>
  api<StepHelp>(`${base(id)}/solution/`, { method: 'POST', body: { step_index: stepIndex, confirm: true } satisfies SolutionRequestBody });
