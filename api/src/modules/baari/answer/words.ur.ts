import type { BaariWords } from './words-shape';

/** Baari's own sentences in Urdu (names and commands stay in Latin script). */
export const ur: BaariWords = {
  levels: { beginner: 'ابتدائی', intermediate: 'درمیانی', advanced: 'اعلیٰ' },
  kindKeywords: {
    career_path: 'ملازمت کی طرف کیریئر پاتھ',
    learning_path: 'لرننگ پاتھ: ترتیب وار لیبز کا سلسلہ',
    plan: 'ماہانہ سبسکرپشن پلان اور اس کی قیمت',
    token_pack: 'اضافی لیب ٹوکن خریدیں',
    consulting: 'کنسلٹنگ: ہمارے انجینئر آپ کی ٹیم اور کمپنی کے لیے کام کرتے ہیں',
  },
  labFacts: ({ level, minutes, tokens }) => `سطح: ${level}۔ دورانیہ: ${minutes} منٹ۔ اسے شروع کرنے پر ${tokens} لیب ٹوکن لگتے ہیں۔`,
  objectives: (list) => `آپ سیکھیں گے: ${list}۔`,
  stepTitle: (number, title) => `مرحلہ ${number}: ${title}`,
  careerPathFacts: ({ level, weeks, price, tokens }) =>
    `سطح: ${level}۔ تقریباً ${weeks} ہفتے لگتے ہیں۔ قیمت: ${price} (امریکی ڈالر میں)، اور اس میں ${tokens} لیب ٹوکن شامل ہیں۔`,
  outcomes: (list) => `آخر میں آپ یہ کر سکیں گے: ${list}۔`,
  pathLabs: (list) => `اس کی لیبز: ${list}۔`,
  learningPathFacts: ({ level, price }) => `سطح: ${level}۔ قیمت: ${price} (امریکی ڈالر میں)۔`,
  planFacts: ({ price, months, tokens }) => `یہ پلان ${months} ماہ کے لیے ${price} (امریکی ڈالر میں) کا ہے اور اس کے ساتھ ${tokens} لیب ٹوکن ملتے ہیں۔`,
  planFeatures: (list) => `اس میں شامل ہے: ${list}۔`,
  tokenPackFacts: ({ tokens, price }) => `${tokens} لیب ٹوکن کا پیک، ${price} (امریکی ڈالر میں)۔ ٹوکن سے لیبز شروع کی جاتی ہیں اور ان کا وقت بڑھایا جاتا ہے۔`,
  consultingFacts: ({ weeks, price }) => `یہ کام تقریباً ${weeks} ہفتے کا ہے اور اس کی قیمت ${price} (امریکی ڈالر میں) سے شروع ہوتی ہے۔`,
  deliverables: (list) => `آپ کو ملے گا: ${list}۔`,

  intro: 'اس بارے میں پلیٹ فارم کے صفحات یہ بتاتے ہیں۔',
  onlyInEnglish: 'یہ مجھے صرف انگریزی میں ملا، اس لیے میں انگریزی صفحات سے نقل کر رہا ہوں۔',
  source: (title, marker) => `«${title}» سے ${marker}:`,
  labPlace: ({ labTitle, step, stepTitle }) => `آپ «${labTitle}» کے مرحلہ ${step} پر ہیں: «${stepTitle}»۔`,
  lastCheckFailed: (reason) => `اس کی آخری جانچ کا نتیجہ یہ تھا: «${reason}»`,
  lastCheckPassed: 'اس کی آخری جانچ کامیاب رہی۔',
  nothingFound: 'یہ بات مجھے پلیٹ فارم کی لیبز، پاتھس، پلانز یا صفحات میں نہیں ملی، اس لیے میں اندازہ نہیں لگاؤں گا۔',
  placesToLook: (links) => `آپ کو جو چاہیے وہ یہاں مل سکتا ہے: ${links}۔`,
  places: {
    careerPaths: 'کیریئر پاتھس',
    learningPaths: 'لرننگ پاتھس',
    pricing: 'پلانز اور قیمتیں',
    consulting: 'کنسلٹنگ',
    contactUs: 'ہم سے رابطہ کریں (ہماری ٹیم کا کوئی فرد جواب دے گا)',
  },
  redacted: '[حل اس وقت تک چھپا ہے جب تک آپ اسے نہ مانگیں]',
  notices: {
    nothing_found: 'پلیٹ فارم کے صفحات میں اس سوال کا جواب نہیں ہے۔',
    model_unavailable: 'لینگویج ماڈل نے وقت پر جواب نہیں دیا، اس لیے یہ جواب پلیٹ فارم کے صفحات ہی سے بنایا گیا ہے۔',
  },
  suggestions: {
    platform: [
      'کون سی لیب کم سے کم اختیارات کا اصول سکھاتی ہے؟',
      'لیب ٹوکن کیسے کام کرتے ہیں؟',
      'مجھے تھوڑا بہت Linux آتا ہے۔ مجھے کس کیریئر پاتھ سے شروع کرنا چاہیے؟',
      'پرو پلان میں کیا کچھ شامل ہے؟',
    ],
    lab: ({ labTitle, stepTitle }) => [
      `مرحلہ «${stepTitle}» میں مجھے کیا کرنا ہے؟`,
      `«${stepTitle}» کی جانچ کیوں ناکام ہو سکتی ہے؟`,
      `لیب «${labTitle}» کیا سکھاتی ہے؟`,
      `کون سے کیریئر پاتھس میں «${labTitle}» شامل ہے؟`,
    ],
  },
};
