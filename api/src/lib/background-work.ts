import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has left: mail (a reset link, a confirmation link). An endpoint that
 * must not tell whether an account exists (`forget-password/`) answers before any of it starts, so
 * its answer costs the same for a known and an unknown e-mail; and a slow mail server slows nobody.
 * A failure is logged, never thrown at a caller. `idle()` waits for what is under way (tests, and the
 * app's close, so a job never outlives its database).
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` on a later turn of the event loop, after the caller has answered. */
  run(name: string, task: () => Promise<void>): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, job: name }, 'background job failed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Resolves once every job started so far, and any they started, has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
