import type { LanguageCode } from '@ilm/contract';
import { and, eq } from 'drizzle-orm';
import type { LabContext } from './assistant';
import type { Db } from '../../db/client';
import { labHintEvents } from '../labs/hints.schema';
import { labStepResults } from '../labs/instances.schema';
import type { LabScripts, LabWords } from '../catalog/catalog.schema';
import { ApiError, notFound } from '../../http/api-error';
import { wordsIn } from '../../i18n/catalog-words';
import { solutionLines } from '../labs/content/step-hints';
import type { CatalogService } from '../catalog/catalog.service';
import type { InstanceService } from '../labs/instances.service';
import { text } from './baari.messages';

/**
 * The solution lines of every step whose solution the learner has not been shown on this instance
 * (docs/rules/lab-format.md#hints): one they asked for is theirs to talk about.
 */
export function forbiddenLines(scripts: LabScripts | null, shownSteps: ReadonlySet<number>): string[] {
  const lines = (scripts?.steps ?? []).flatMap((step, index) => (shownSteps.has(index) ? [] : solutionLines(step.solution)));
  return [...new Set(lines)];
}

/** The first step of the lab whose check has not passed (the last step once all have): where the learner is. */
export function currentStep(stepCount: number, passed: ReadonlySet<number>): number {
  for (let index = 0; index < stepCount; index += 1) if (!passed.has(index)) return index;
  return Math.max(0, stepCount - 1);
}

/** Builds what Baari knows of a running lab of the learner's, in the request's language. */
export class LabContextReader {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly instances: InstanceService,
  ) {}

  /**
   * The learner's running instance at `stepIndex`: 404 `not_found` for an instance that is not theirs
   * (or a step the lab does not have), 409 `instance_not_running` for one that has ended.
   */
  async read(userId: string, instanceId: string, stepIndex: number, language: LanguageCode): Promise<LabContext> {
    const instance = await this.instances.get(userId, instanceId);
    if (instance.status !== 'running') throw new ApiError(409, 'instance_not_running', text('baari_instance_not_running'));
    const lab = await this.catalog.lab(instance.labSlug);
    const words = wordsIn<Pick<LabWords, 'title' | 'steps'>>(language, { title: lab.title, steps: lab.steps }, lab.translations);
    const step = words.steps[stepIndex];
    if (!step) throw notFound(text('step_not_found', { index: stepIndex + 1 }));
    const [result] = await this.db
      .select()
      .from(labStepResults)
      .where(and(eq(labStepResults.instanceId, instanceId), eq(labStepResults.stepIndex, stepIndex)));
    const shown = await this.db
      .select({ stepIndex: labHintEvents.stepIndex })
      .from(labHintEvents)
      .where(and(eq(labHintEvents.instanceId, instanceId), eq(labHintEvents.tier, 'solution')));
    const messages = result?.message ?? null;
    return {
      labSlug: lab.slug,
      labTitle: words.title,
      stepIndex,
      stepTitle: step.title,
      lastCheck: result && !result.passed && messages ? (messages[language] ?? Object.values(messages)[0] ?? null) : null,
      passed: result?.passed ?? false,
      failedChecks: result?.failedChecks ?? 0,
      forbidden: forbiddenLines(lab.scripts, new Set(shown.map((row) => row.stepIndex))),
    };
  }

  /** The learner's instance (any status) and the step they are on: what suggestions are about. */
  async where(userId: string, instanceId: string, language: LanguageCode): Promise<{ labSlug: string; labTitle: string; stepTitle: string }> {
    const instance = await this.instances.get(userId, instanceId);
    const lab = await this.catalog.lab(instance.labSlug);
    const words = wordsIn<Pick<LabWords, 'title' | 'steps'>>(language, { title: lab.title, steps: lab.steps }, lab.translations);
    const results = await this.db.select().from(labStepResults).where(eq(labStepResults.instanceId, instanceId));
    const passed = new Set(results.filter((row) => row.passed).map((row) => row.stepIndex));
    const step = words.steps[currentStep(words.steps.length, passed)];
    return { labSlug: lab.slug, labTitle: words.title, stepTitle: step?.title ?? '' };
  }
}
