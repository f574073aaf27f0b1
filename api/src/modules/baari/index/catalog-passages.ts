import { LANGUAGES, type LanguageCode } from '@ilm/contract';
import { asc } from 'drizzle-orm';
import { Marked } from 'marked';
import type { Db } from '../../../db/client';
import { careerPaths, consultingOffers, labs, learningPaths, plans, tokenPacks } from '../../catalog/catalog.schema';
import type { Translations } from '../../catalog/catalog.schema';
import { wordsIn } from '../../../i18n/catalog-words';
import { listIn, usd, wordsFor, type Level } from '../answer/words';
import { sitePath } from '../site-pages';
import type { IndexedPassage } from './indexed-passage';
import { htmlToText } from './markdown-sections';

const markdown = new Marked({ gfm: true });

/**
 * A step's instructions as prose: fenced code blocks left out (they are the step's solution, which
 * Baari never quotes), inline code kept as words.
 */
export const instructionsProse = (body: string) => htmlToText(markdown.parse(body, { async: false }) as string);

/** The languages a row has words in: English, and each language its translations give a title or name. */
function languagesOf(translations: Translations<object> | null | undefined, field: 'title' | 'name'): LanguageCode[] {
  return LANGUAGES.map((language) => language.code).filter(
    (code) => code === 'en' || Boolean((translations?.[code] as Record<string, unknown> | undefined)?.[field]),
  );
}

const sentences = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n');
const levelIn = (language: LanguageCode, level: string) => wordsFor(language).levels[level as Level] ?? level;

type Rows = Awaited<ReturnType<typeof readCatalog>>;

async function readCatalog(db: Db) {
  const [labRows, careerRows, learningRows, planRows, packRows, consultingRows] = await Promise.all([
    db.select().from(labs).orderBy(asc(labs.position)),
    db.select().from(careerPaths).orderBy(asc(careerPaths.position)),
    db.select().from(learningPaths).orderBy(asc(learningPaths.position)),
    db.select().from(plans).orderBy(asc(plans.position)),
    db.select().from(tokenPacks).orderBy(asc(tokenPacks.position)),
    db.select().from(consultingOffers).orderBy(asc(consultingOffers.position)),
  ]);
  return { labRows, careerRows, learningRows, planRows, packRows, consultingRows };
}

function labPassages(lab: Rows['labRows'][number]): IndexedPassage[] {
  return languagesOf(lab.translations, 'title').flatMap((language) => {
    const say = wordsFor(language);
    const words = wordsIn(
      language,
      { title: lab.title, summary: lab.summary, description: lab.description, objectives: lab.objectives, steps: lab.steps },
      lab.translations,
    );
    const url = sitePath.lab(lab.slug);
    const overview: IndexedPassage = {
      id: `lab:${lab.slug}:${language}`,
      kind: 'lab',
      title: words.title,
      url,
      language,
      text: sentences(
        words.summary,
        instructionsProse(words.description),
        words.objectives.length > 0 && say.objectives(listIn(language, words.objectives.map(instructionsProse))),
        say.labFacts({ level: levelIn(language, lab.level), minutes: lab.durationMinutes, tokens: lab.tokenCost }),
      ),
      keywords: [...lab.tags, lab.cloud, ...words.steps.map((step) => step.title)].join(' \n'),
      labSlug: lab.slug,
    };
    const translatedSteps = language === 'en' ? undefined : lab.translations[language]?.steps;
    const steps = words.steps.flatMap((step, index): IndexedPassage[] => {
      // A step its translation leaves out is read in English, with the English passages.
      if (translatedSteps && !translatedSteps[index]?.body) return [];
      const prose = instructionsProse(step.body);
      return [
        {
          id: `lab_step:${lab.slug}:${index}:${language}`,
          kind: 'lab_step',
          title: `${words.title} — ${say.stepTitle(index + 1, step.title)}`,
          url,
          language,
          text: prose,
          keywords: lab.tags.join(' '),
          labSlug: lab.slug,
          stepIndex: index,
        },
      ];
    });
    return [overview, ...steps];
  });
}

function careerPathPassages(path: Rows['careerRows'][number], labTitles: (slugs: string[], language: LanguageCode) => string[]): IndexedPassage[] {
  return languagesOf(path.translations, 'title').map((language) => {
    const say = wordsFor(language);
    const words = wordsIn(language, { title: path.title, summary: path.summary, description: path.description, outcomes: path.outcomes }, path.translations);
    const titles = labTitles(path.labSlugs, language);
    return {
      id: `career_path:${path.slug}:${language}`,
      kind: 'career_path',
      title: words.title,
      url: sitePath.careerPath(path.slug),
      language,
      text: sentences(
        words.summary,
        words.description,
        words.outcomes.length > 0 && say.outcomes(listIn(language, words.outcomes)),
        titles.length > 0 && say.pathLabs(listIn(language, titles)),
        say.careerPathFacts({
          level: levelIn(language, path.level),
          weeks: path.durationWeeks,
          price: usd(language, path.priceUsdCents),
          tokens: path.tokensIncluded,
        }),
      ),
      keywords: [say.kindKeywords.career_path, ...titles].join(' \n'),
    };
  });
}

function learningPathPassages(path: Rows['learningRows'][number], labTitles: (slugs: string[], language: LanguageCode) => string[]): IndexedPassage[] {
  return languagesOf(path.translations, 'title').map((language) => {
    const say = wordsFor(language);
    const words = wordsIn(language, { title: path.title, summary: path.summary }, path.translations);
    const titles = labTitles(path.labSlugs, language);
    return {
      id: `learning_path:${path.slug}:${language}`,
      kind: 'learning_path',
      title: words.title,
      url: sitePath.learningPath(path.slug),
      language,
      text: sentences(
        words.summary,
        titles.length > 0 && say.pathLabs(listIn(language, titles)),
        say.learningPathFacts({ level: levelIn(language, path.level), price: usd(language, path.priceUsdCents) }),
      ),
      keywords: [say.kindKeywords.learning_path, path.cloud, ...titles].join(' \n'),
    };
  });
}

function planPassages(plan: Rows['planRows'][number]): IndexedPassage[] {
  return languagesOf(plan.translations, 'name').map((language) => {
    const say = wordsFor(language);
    const words = wordsIn(language, { name: plan.name, features: plan.features }, plan.translations);
    return {
      id: `plan:${plan.slug}:${language}`,
      kind: 'plan',
      title: words.name,
      url: sitePath.plan(plan.slug),
      language,
      text: sentences(
        say.planFacts({ price: usd(language, plan.priceUsdCents), months: plan.periodMonths, tokens: plan.tokensGranted }),
        words.features.length > 0 && say.planFeatures(listIn(language, words.features)),
      ),
      keywords: say.kindKeywords.plan,
    };
  });
}

function tokenPackPassages(pack: Rows['packRows'][number]): IndexedPassage[] {
  return languagesOf(pack.translations, 'name').map((language) => {
    const words = wordsIn(language, { name: pack.name }, pack.translations);
    return {
      id: `token_pack:${pack.slug}:${language}`,
      kind: 'token_pack',
      title: words.name,
      url: sitePath.tokenPack(pack.slug),
      language,
      text: wordsFor(language).tokenPackFacts({ tokens: pack.tokens, price: usd(language, pack.priceUsdCents) }),
      keywords: wordsFor(language).kindKeywords.token_pack,
    };
  });
}

function consultingPassages(offer: Rows['consultingRows'][number]): IndexedPassage[] {
  return languagesOf(offer.translations, 'title').map((language) => {
    const say = wordsFor(language);
    const words = wordsIn(
      language,
      { title: offer.title, summary: offer.summary, description: offer.description, deliverables: offer.deliverables },
      offer.translations,
    );
    return {
      id: `consulting:${offer.slug}:${language}`,
      kind: 'consulting',
      title: words.title,
      url: sitePath.consultingOffer(offer.slug),
      language,
      text: sentences(
        words.summary,
        words.description,
        words.deliverables.length > 0 && say.deliverables(listIn(language, words.deliverables)),
        say.consultingFacts({ weeks: offer.durationWeeks, price: usd(language, offer.priceFromUsdCents) }),
      ),
      keywords: say.kindKeywords.consulting,
    };
  });
}

/**
 * The catalog as passages, in every language its rows have words in: each lab's overview and each
 * of its steps (prose only), career and learning paths with their labs' titles, plans, token packs
 * and consulting offers, with the facts (level, duration, price) the catalog holds.
 */
export async function catalogPassages(db: Db): Promise<IndexedPassage[]> {
  const rows = await readCatalog(db);
  const labsBySlug = new Map(rows.labRows.map((lab) => [lab.slug, lab]));
  const labTitles = (slugs: string[], language: LanguageCode) =>
    slugs.flatMap((slug) => {
      const lab = labsBySlug.get(slug);
      return lab ? [wordsIn<{ title: string }>(language, { title: lab.title }, lab.translations).title] : [];
    });
  return [
    ...rows.labRows.flatMap(labPassages),
    ...rows.careerRows.flatMap((path) => careerPathPassages(path, labTitles)),
    ...rows.learningRows.flatMap((path) => learningPathPassages(path, labTitles)),
    ...rows.planRows.flatMap(planPassages),
    ...rows.packRows.flatMap(tokenPackPassages),
    ...rows.consultingRows.flatMap(consultingPassages),
  ];
}
