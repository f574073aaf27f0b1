import { HINT_TIERS, SOLUTION_AFTER_FAILED_CHECKS, type HintTier, type LanguageCode, type StepHelp } from '@ilm/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labHintEvents } from './hints.schema';
import { type labInstances, labStepResults } from './instances.schema';
import { ApiError, badRequest, conflict } from '../../http/api-error';
import { writtenTiers, type StepHintTexts } from './content/step-hints';
import type { CatalogService } from '../catalog/catalog.service';
import { text } from './labs.messages';

type InstanceRow = typeof labInstances.$inferSelect;

/** What `lab_hint_events` records when the learner asked for a step's solution. */
const SOLUTION = 'solution';

interface HelpStep {
  index: number;
  hints: StepHintTexts;
  tiers: HintTier[];
  solution: string | null;
}

/**
 * Help inside a running lab (docs/rules/lab-format.md#hints): a step's hint tiers one at a time, in
 * order, and its solution only when the learner asks for it after SOLUTION_AFTER_FAILED_CHECKS failed
 * checks. Every tier given and every solution shown is recorded on the instance, once.
 */
export class HintService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** Where the step's help stands: the hints given so far in `language`, its last check, and the solution's state. */
  async help(instance: InstanceRow, stepIndex: number, language: LanguageCode): Promise<StepHelp> {
    return this.present(instance, await this.step(instance, stepIndex), language);
  }

  /** Gives the step's next tier; 409 `no_more_hints` once every tier was given, saying when the solution opens. */
  async nextHint(instance: InstanceRow, stepIndex: number, language: LanguageCode): Promise<StepHelp> {
    const step = await this.step(instance, stepIndex);
    const given = await this.events(instance.id, step.index);
    const next = step.tiers.find((tier) => !given.has(tier));
    if (!next) {
      const remaining = SOLUTION_AFTER_FAILED_CHECKS - (await this.result(instance.id, step.index)).failedChecks;
      if (!step.solution) throw conflict('no_more_hints', text('no_more_hints'));
      if (remaining > 0) throw conflict('no_more_hints', text('no_more_hints_solution_after', { count: remaining }));
      throw conflict('no_more_hints', text('no_more_hints_solution_open'));
    }
    // Two requests at once both give the same tier: the event is kept once.
    await this.db.insert(labHintEvents).values({ instanceId: instance.id, stepIndex: step.index, tier: next }).onConflictDoNothing();
    return this.present(instance, step, language);
  }

  /** The step's solution, asked for explicitly: 403 `solution_locked` before enough failed checks. Recorded on the instance. */
  async showSolution(instance: InstanceRow, stepIndex: number, language: LanguageCode): Promise<StepHelp> {
    const step = await this.step(instance, stepIndex);
    if (!step.solution) throw new ApiError(404, 'step_no_solution', text('step_no_solution'));
    const { failedChecks } = await this.result(instance.id, step.index);
    if (failedChecks < SOLUTION_AFTER_FAILED_CHECKS) {
      throw new ApiError(403, 'solution_locked', text('solution_locked', { count: SOLUTION_AFTER_FAILED_CHECKS - failedChecks }));
    }
    await this.db.insert(labHintEvents).values({ instanceId: instance.id, stepIndex: step.index, tier: SOLUTION }).onConflictDoNothing();
    return this.present(instance, step, language);
  }

  /** The step of the instance's lab, refused when the lab is not running or has no scripts, or the index is not one of its steps. */
  private async step(instance: InstanceRow, index: number): Promise<HelpStep> {
    if (instance.status !== 'running') throw conflict('instance_not_running', text('hints_need_running_lab'));
    const lab = await this.catalog.lab(instance.labSlug);
    if (!lab.scripts) throw conflict('lab_has_no_scripts', text('lab_has_no_scripts'));
    if (index >= lab.steps.length) throw badRequest('step_index', text('step_index_out_of_range', { count: lab.steps.length }));
    const scripts = lab.scripts.steps[index];
    const hints = scripts?.hints ?? {};
    return { index, hints, tiers: writtenTiers(hints), solution: scripts?.solution?.trim() || null };
  }

  private async events(instanceId: string, stepIndex: number): Promise<Map<string, Date>> {
    const rows = await this.db
      .select()
      .from(labHintEvents)
      .where(and(eq(labHintEvents.instanceId, instanceId), eq(labHintEvents.stepIndex, stepIndex)));
    return new Map(rows.map((row) => [row.tier, row.givenAt]));
  }

  private async result(instanceId: string, stepIndex: number) {
    const [row] = await this.db
      .select()
      .from(labStepResults)
      .where(and(eq(labStepResults.instanceId, instanceId), eq(labStepResults.stepIndex, stepIndex)));
    return { passed: row?.passed ?? false, failedChecks: row?.failedChecks ?? 0, message: row?.message ?? null };
  }

  private async present(instance: InstanceRow, step: HelpStep, language: LanguageCode): Promise<StepHelp> {
    const [given, result] = await Promise.all([this.events(instance.id, step.index), this.result(instance.id, step.index)]);
    const hints = HINT_TIERS.filter((tier) => given.has(tier) && step.hints[tier]).map((tier) => ({
      tier,
      text: step.hints[tier]![language] || step.hints[tier]!.en,
      given_at: given.get(tier)!.toISOString(),
    }));
    // The reason was written in the language of the check that failed; another language reads it as it is.
    const reason = result.message ? (result.message[language] ?? Object.values(result.message)[0] ?? null) : null;
    const shownAt = given.get(SOLUTION) ?? null;
    return {
      step_index: step.index,
      hints,
      tiers_total: step.tiers.length,
      last_check: result.passed ? null : reason,
      failed_checks: result.failedChecks,
      solution_available: Boolean(step.solution) && result.failedChecks >= SOLUTION_AFTER_FAILED_CHECKS,
      solution: shownAt && step.solution,
      solution_shown_at: shownAt && shownAt.toISOString(),
    };
  }
}
