import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INTERVIEW_QUESTIONS } from '@ilm/contract';
import { stringify } from 'yaml';
import { careerPathSeeds } from '../catalog/seed/paths-data';
import { labSeeds } from '../catalog/seed/catalog-seed';
import { InterviewBankError, loadBank, loadBanks, MIN_BANK_QUESTIONS } from './interviews-bank';
import { termsOfKeyword } from './interviews-rubric';

const banks = loadBanks();
const everyQuestion = [...banks.values()].flatMap((bank) => bank.questions.map((question) => ({ bank: bank.careerPath, question })));
const everyPoint = everyQuestion.flatMap(({ bank, question }) => question.rubric.map((point) => ({ bank, question: question.id, point })));

// Letters Urdu writes and Arabic does not (ی ک گ ہ ے ٹ ڈ ڑ ں ھ پ چ): an Urdu text has some, an Arabic one none.
const URDU_LETTERS = /[\u06CC\u06A9\u06AF\u06C1\u06D2\u0679\u0688\u0691\u06BA\u06BE\u067E\u0686]/;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('the question banks (api/interviews)', () => {
  it('has a bank for every career path of the catalog, and no bank for a path the catalog lacks', () => {
    expect([...banks.keys()].sort()).toEqual(careerPathSeeds.map((path) => path.slug).sort());
  });

  it.each([...banks.values()].map((bank) => [bank.careerPath, bank] as const))(
    '%s has enough questions for an interview, technical and behavioural',
    (_slug, bank) => {
      expect(bank.questions.length).toBeGreaterThanOrEqual(Math.max(MIN_BANK_QUESTIONS, INTERVIEW_QUESTIONS));
      expect(bank.questions.filter((question) => question.kind === 'technical').length).toBeGreaterThanOrEqual(INTERVIEW_QUESTIONS - 1);
      expect(bank.questions.some((question) => question.kind === 'behavioural')).toBe(true);
    },
  );

  it('writes every question and rubric point in English, Arabic (no Urdu letters) and Urdu (with its own letters)', () => {
    const texts = [
      ...everyQuestion.map(({ bank, question }) => ({ where: `${bank} ${question.id}`, text: question.question })),
      ...everyPoint.map(({ bank, question, point }) => ({ where: `${bank} ${question} ${point.id}`, text: point.point })),
    ];
    const wrong = texts.flatMap(({ where, text }) => [
      ...(ARABIC_SCRIPT.test(text.en) ? [`${where}: English text in Arabic script`] : []),
      ...(!ARABIC_SCRIPT.test(text.ar) || URDU_LETTERS.test(text.ar) ? [`${where}: ar is not Arabic`] : []),
      ...(!URDU_LETTERS.test(text.ur) ? [`${where}: ur is not Urdu`] : []),
    ]);
    expect(wrong).toEqual([]);
  });

  it('suggests only labs the catalog has', () => {
    const slugs = new Set(labSeeds.map((lab) => lab.slug));
    const unknown = everyPoint
      .filter(({ point }) => point.lab && !slugs.has(point.lab))
      .map(({ bank, question, point }) => `${bank} ${question} ${point.id}: ${point.lab}`);
    expect(unknown).toEqual([]);
  });

  it('keeps at least one term of every keyword after text analysis, in its language', () => {
    const empty = everyPoint.flatMap(({ bank, question, point }) =>
      (['en', 'ar', 'ur'] as const).flatMap((language) =>
        point.keywords[language]
          .filter((keyword) => termsOfKeyword(keyword, language).length === 0)
          .map((keyword) => `${bank} ${question} ${point.id} ${language}: "${keyword}"`),
      ),
    );
    expect(empty).toEqual([]);
  });

  it('gives each question of a bank a different text in each language', () => {
    for (const bank of banks.values()) {
      for (const language of ['en', 'ar', 'ur'] as const) {
        const texts = bank.questions.map((question) => question.question[language]);
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });
});

describe('loadBank: a file that does not follow the format', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ilm-interviews-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const texts = (word: string) => ({ en: word, ar: `${word} ع`, ur: `${word} ے` });
  const point = (id: string) => ({ id, point: texts(`point ${id}`), keywords: { en: [id], ar: [id], ur: [id] } });
  const question = (id: string, kind = 'technical') => ({ id, kind, question: texts(`question ${id}`), rubric: [point('a'), point('b'), point('c')] });
  const valid = () => ({ career_path: 'test-path', questions: [...Array.from({ length: 7 }, (_, i) => question(`q${i}`)), question('story', 'behavioural')] });
  const write = (bank: unknown) => {
    const file = path.join(dir, 'test-path.yaml');
    writeFileSync(file, typeof bank === 'string' ? bank : stringify(bank));
    return file;
  };
  const problem = (bank: unknown) => {
    const file = write(bank);
    try {
      loadBank(file);
    } catch (error) {
      expect(error).toBeInstanceOf(InterviewBankError);
      return (error as Error).message.replace(`${file}: `, '');
    }
    throw new Error('the bank was accepted');
  };

  it('accepts a valid bank and names it by its file', () => {
    const bank = loadBank(write(valid()));
    expect(bank.careerPath).toBe('test-path');
    expect(bank.byId.get('q3')?.rubric.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('names the file in the message', () => {
    const file = write('questions: [');
    expect(() => loadBank(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid YAML`));
  });

  it('names the question and the point at fault', () => {
    const noUrdu = valid();
    delete (noUrdu.questions[2]!.rubric[1]!.keywords as Partial<Record<string, string[]>>).ur;
    expect(problem(noUrdu)).toBe('question "q2": rubric point "b": keywords.ur must be a list of words or phrases');

    const noArabic = valid();
    delete (noArabic.questions[4]!.question as Partial<Record<string, string>>).ar;
    expect(problem(noArabic)).toBe('question "q4": question.ar is missing');

    const twoPoints = valid();
    twoPoints.questions[1]!.rubric.pop();
    expect(problem(twoPoints)).toBe('question "q1": rubric must be a list of 3 to 5 points');

    const misspelt = valid();
    (misspelt.questions[0]!.rubric[0] as Record<string, unknown>).keyword = ['x'];
    expect(problem(misspelt)).toBe('question "q0": rubric point "a" has a field "keyword" the format does not know (id, point, keywords, lab)');
  });

  it('refuses a bank of the wrong path, too few questions, repeated ids or no behavioural question', () => {
    expect(problem({ ...valid(), career_path: 'other-path' })).toBe('career_path must be "test-path", the file\'s name');
    expect(problem({ ...valid(), questions: valid().questions.slice(0, 7) })).toBe(`questions must be a list of at least ${MIN_BANK_QUESTIONS}`);
    const repeated = valid();
    repeated.questions[5]!.id = 'q1';
    expect(problem(repeated)).toBe('question "q1" is written twice');
    const allTechnical = valid();
    allTechnical.questions[7]!.kind = 'technical';
    expect(problem(allTechnical)).toBe('a bank needs at least one behavioural question');
  });
});
