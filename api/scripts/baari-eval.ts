/**
 * `pnpm --filter @ilm/api eval:baari`: asks Baari's offline assistant every question of
 * src/modules/baari/eval/questions.yaml on a freshly seeded embedded database, and prints recall@3 of the
 * right page (per language and overall), the share of answers that point only at real pages, and the
 * time to the first piece of an answer. `--verbose` lists the questions whose page was not in the top 3.
 */
import { openPglite } from '../src/db/client';
import { evaluate, readEvalSet, type EvalReport } from '../src/modules/baari/eval/evaluate';
import { baariSettingsFromEnv } from '../src/modules/baari/settings';
import { seedCatalog } from '../src/modules/catalog/seed/catalog-seed';

const share = ({ hits, total }: { hits: number; total: number }) => `${((100 * hits) / Math.max(total, 1)).toFixed(1)}% (${hits}/${total})`;

function print(report: EvalReport, verbose: boolean): void {
  const { recallAt3: recall } = report;
  console.log('Baari offline evaluation');
  console.log(`  recall@3  en ${share(recall.en)}  ar ${share(recall.ar)}  ur ${share(recall.ur)}  all ${share(recall.all)}`);
  console.log(`  answers citing only real pages: ${share({ hits: report.realPagesOnly.ok, total: report.realPagesOnly.total })}`);
  console.log(`  off-topic questions answered "nothing found": ${share({ hits: report.offTopicNothingFound.ok, total: report.offTopicNothingFound.total })}`);
  console.log(`  time to first delta: median ${report.firstDeltaMs.median.toFixed(1)} ms, p95 ${report.firstDeltaMs.p95.toFixed(1)} ms`);
  console.log(`  index built in ${report.indexBuildMs.toFixed(0)} ms (once at start, and again when the catalog changes)`);
  for (const { question, pages } of report.invented) console.log(`  NOT A REAL PAGE in the answer to "${question}": ${pages.join(', ')}`);
  if (verbose)
    for (const miss of report.misses)
      console.log(
        `  miss [${miss.language}] ${miss.question}\n    expected ${miss.expected.join(' | ')}\n    cited    ${miss.cited.join(' | ') || '(nothing)'}`,
      );
}

async function main(): Promise<void> {
  const database = await openPglite();
  try {
    await database.migrate();
    await seedCatalog(database.db);
    const report = await evaluate(database.db, baariSettingsFromEnv(process.env), readEvalSet());
    print(report, process.argv.includes('--verbose'));
    // Invented pages fail the run: an answer must never point at a page that does not exist.
    if (report.realPagesOnly.ok !== report.realPagesOnly.total) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
