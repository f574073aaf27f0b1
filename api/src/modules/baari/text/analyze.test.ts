import { analyzeTerms } from './analyze';
import { normalizeArabic } from './arabic';
import { queryTerms } from './query-terms';
import { normalizeUrdu, stemUrdu } from './urdu';

/** Whether two texts come out of the analysis with the same terms. */
const sameTerms = (a: string, b: string, language: 'en' | 'ar' | 'ur') => expect(analyzeTerms(a, language)).toEqual(analyzeTerms(b, language));

describe('English analysis', () => {
  it('lower-cases, drops stopwords and stems, so word forms meet', () => {
    expect(analyzeTerms('Which lab teaches least-privilege access?', 'en')).toEqual(['lab', 'teach', 'least', 'privileg', 'access']);
    sameTerms('Permissions of the labs', 'permission lab', 'en');
  });

  it('keeps names with digits and dots whole', () => {
    expect(analyzeTerms('Upload index.html to S3 with IMDSv2', 'en')).toEqual(['upload', 'index.html', 's3', 'imdsv2']);
  });
});

describe('Arabic analysis', () => {
  it('removes tashkeel and tatweel, and unifies alef forms, alef maqsura and teh marbuta', () => {
    expect(normalizeArabic('يُعَلِّمُ')).toBe('يعلم');
    expect(normalizeArabic('مـــختبر')).toBe('مختبر');
    expect(normalizeArabic('أإآٱ')).toBe('اااا');
    expect(normalizeArabic('مستوى الشبكة')).toBe('مستوي الشبكه');
  });

  it('stems the forms of a word to one term: article, plural and feminine endings', () => {
    sameTerms('الصلاحيات', 'صلاحية', 'ar');
    sameTerms('بصلاحيات', 'الصلاحية', 'ar');
    sameTerms('المختبرات', 'مختبر', 'ar');
    sameTerms('والمختبر', 'مختبر', 'ar');
    sameTerms('السياسات', 'سياسة', 'ar');
    sameTerms('الشبكات', 'شبكة', 'ar');
    sameTerms('يُعلّم', 'يعلم', 'ar');
    sameTerms('تدريبًا عمليًا', 'التدريب العملي', 'ar');
  });

  it('keeps Latin-script technical words intact inside Arabic text', () => {
    const terms = analyzeTerms('استخدم chmod لتغيير الصلاحيات، ثم راجع سياسات IAM في Kubernetes وCloudFront', 'ar');
    expect(terms).toEqual(expect.arrayContaining(['chmod', 'iam', 'kubernetes', 'cloudfront']));
    expect(terms).not.toContain('وcloudfront');
  });

  it('drops stopwords but keeps "least" (أقل), which carries the question', () => {
    const terms = analyzeTerms('ما هو أقل الصلاحيات في هذا المختبر؟', 'ar');
    expect(terms).toContain('اقل');
    expect(terms).not.toContain('هو');
    expect(terms).not.toContain('في');
  });

  it('searches a word with a fused preposition also without it (بأقل → أقل)', () => {
    const terms = queryTerms('الوصول بأقل الصلاحيات', 'ar').map((one) => one.term);
    expect(terms).toEqual(expect.arrayContaining(analyzeTerms('أقل', 'ar')));
  });

  it('reads Arabic-Indic digits as digits', () => {
    expect(analyzeTerms('الخطوة ٣ و ٦٠٠', 'ar')).toEqual(expect.arrayContaining(['3', '600']));
  });
});

describe('Urdu analysis', () => {
  it('writes Arabic-letter variants as the Urdu letters', () => {
    expect(normalizeUrdu('كتاب')).toBe('کتاب');
    expect(normalizeUrdu('يہ')).toBe('یہ');
    expect(normalizeUrdu('ہدايت')).toBe('ہدایت');
    expect(normalizeUrdu('طريقه')).toBe('طریقہ');
    expect(normalizeUrdu('ترقیة')).toBe('ترقیہ');
    expect(normalizeUrdu('گۓ')).toBe('گے');
  });

  it('removes diacritics and zero-width joiners', () => {
    expect(analyzeTerms('اِجازَت', 'ur')).toEqual(analyzeTerms('اجازت', 'ur'));
    expect(analyzeTerms('لیب\u200cوں', 'ur')).toEqual(analyzeTerms('لیبوں', 'ur'));
  });

  it.each<[string, ...[string, string][]]>([
    ['plural and oblique -وں', ['لیبوں', 'لیب'], ['فائلوں', 'فائل'], ['اجازتوں', 'اجازت']],
    ['feminine plural -یں', ['لیبیں', 'لیب'], ['فائلیں', 'فائل'], ['اجازتیں', 'اجازت']],
    ['Arabic plural -ات', ['اختیارات', 'اختیار'], ['معلومات', 'معلوم'], ['تفصیلات', 'تفصیل']],
    ['-یاں and -یوں', ['کہانیاں', 'کہانی'], ['کہانیوں', 'کہانی'], ['لڑکیوں', 'لڑکی']],
    ['masculine -ا / -ے / -ی', ['سکھاتا', 'سکھاتی'], ['سکھاتے', 'سکھاتی'], ['پہلا', 'پہلی']],
    ['-ہ and -ے', ['طریقہ', 'طریقے'], ['کمرہ', 'کمرے'], ['راستہ', 'راستے']],
  ])('strips the %s ending, so the forms meet', (_rule, ...pairs) => {
    for (const [form, base] of pairs) expect(stemUrdu(form)).toBe(stemUrdu(base));
  });

  it('leaves short words whole rather than cut them to nothing', () => {
    expect(stemUrdu('نجی')).toBe('نجی');
    expect(stemUrdu('کم')).toBe('کم');
    expect(stemUrdu('ٹوکن')).toBe('ٹوکن');
  });

  it('drops Urdu stopwords and keeps the words that carry the question, Latin words intact', () => {
    const terms = analyzeTerms('کون سی لیب کم سے کم اختیارات والی IAM پالیسی سکھاتی ہے؟', 'ur');
    expect(terms).toEqual(expect.arrayContaining(['لیب', 'کم', 'اختیار', 'iam']));
    for (const stopword of ['کون', 'سی', 'سے', 'والی', 'ہے']) expect(terms).not.toContain(stopword);
  });
});
