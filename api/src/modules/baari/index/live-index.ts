import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { catalogFingerprint } from './catalog-fingerprint';
import { catalogPassages } from './catalog-passages';
import { contentPassages, type ContentProblem } from './content-passages';
import { PassageIndex } from './passage-index';

/**
 * The index answers are searched in, kept in step with the catalog: built from the database (and
 * the content files) the first time it is needed, and built again when the catalog changed. A
 * question never waits for a rebuild: it is answered from the index as it is, while a cheap
 * fingerprint query, at most once per `refreshSeconds`, decides whether a new one is built behind it.
 */
export class LiveIndex {
  private current: PassageIndex | undefined;
  private fingerprint: string | undefined;
  private building: Promise<PassageIndex> | undefined;
  private checking: Promise<void> | undefined;
  private checkedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly settings: { contentDir: string; indexRefreshSeconds: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The index to answer with; the first call waits for it to be built. */
  async get(): Promise<PassageIndex> {
    if (!this.current) return this.rebuild();
    this.checkWhenDue();
    return this.current;
  }

  /** Builds it again now (the catalog changed); answers go on with the old one until it is ready. */
  async refresh(): Promise<void> {
    await this.rebuild();
  }

  /** Starts the first build without waiting for it (an error waits for the next question). */
  warm(): void {
    if (this.current || this.building) return;
    this.rebuild().catch((error: unknown) => this.log.warn(`Baari's index could not be built yet: ${message(error)}`));
  }

  /** Resolves when no check or build is running (tests wait for a refresh this way). */
  async idle(): Promise<void> {
    while (this.checking || this.building) await (this.checking ?? this.building)!.catch(() => undefined);
  }

  private rebuild(): Promise<PassageIndex> {
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  private async build(): Promise<PassageIndex> {
    const started = Date.now();
    // The fingerprint is read first: a change made while the rows are read is seen by the next check.
    const fingerprint = await catalogFingerprint(this.db);
    const problems: ContentProblem[] = [];
    const passages = [...(await catalogPassages(this.db)), ...contentPassages(this.settings.contentDir, problems)];
    for (const { file, problem } of problems) this.log.warn(`Baari does not index ${file}: ${problem}`);
    const index = new PassageIndex(passages);
    this.current = index;
    this.fingerprint = fingerprint;
    this.checkedAt = Date.now();
    this.log.info(`Baari's index: ${index.size} passages in ${Date.now() - started} ms`);
    return index;
  }

  private checkWhenDue(): void {
    if (this.checking || this.building || Date.now() - this.checkedAt < this.settings.indexRefreshSeconds * 1000) return;
    this.checkedAt = Date.now();
    this.checking = catalogFingerprint(this.db)
      .then(async (fingerprint) => {
        if (fingerprint !== this.fingerprint) await this.rebuild();
      })
      .catch((error: unknown) => this.log.warn(`Baari could not check the catalog for changes: ${message(error)}`))
      .finally(() => {
        this.checking = undefined;
      });
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
