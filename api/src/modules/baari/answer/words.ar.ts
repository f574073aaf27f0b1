import type { BaariWords } from './words-shape';

/** "شهر واحد، شهرين، 3 أشهر، 12 شهرًا": the count and its noun as Arabic agrees them. */
const months = (count: number) => (count === 1 ? 'شهر واحد' : count === 2 ? 'شهرين' : count <= 10 ? `${count} أشهر` : `${count} شهرًا`);

/** Baari's own sentences in Arabic (Modern Standard Arabic; names and commands stay in Latin script). */
export const ar: BaariWords = {
  levels: { beginner: 'مبتدئ', intermediate: 'متوسط', advanced: 'متقدم' },
  kindKeywords: {
    career_path: 'مسار مهني نحو وظيفة',
    learning_path: 'مسار تعليمي: سلسلة مختبرات مرتبة',
    plan: 'خطة اشتراك شهري وسعرها',
    token_pack: 'شراء رموز إضافية للمختبرات',
    consulting: 'استشارات: يعمل مهندسونا مع فريقك لصالح شركتك',
  },
  labFacts: ({ level, minutes, tokens }) => `المستوى: ${level}. المدة بالدقائق: ${minutes}. تكلفة التشغيل: ${tokens} من رموز المختبرات.`,
  objectives: (list) => `ستتعلم فيه: ${list}.`,
  stepTitle: (number, title) => `الخطوة ${number}: ${title}`,
  careerPathFacts: ({ level, weeks, price, tokens }) =>
    `المستوى: ${level}. المدة التقريبية بالأسابيع: ${weeks}. السعر: ${price} (بالدولار الأمريكي)، ويشمل ${tokens} من رموز المختبرات.`,
  outcomes: (list) => `في نهايته تستطيع: ${list}.`,
  pathLabs: (list) => `مختبراته: ${list}.`,
  learningPathFacts: ({ level, price }) => `المستوى: ${level}. السعر: ${price} (بالدولار الأمريكي).`,
  planFacts: ({ price, months: count, tokens }) => `سعر الخطة ${price} (بالدولار الأمريكي) لمدة ${months(count)}، وتمنح ${tokens} من رموز المختبرات.`,
  planFeatures: (list) => `تشمل: ${list}.`,
  tokenPackFacts: ({ tokens, price }) => `حزمة رموز للمختبرات عددها ${tokens}، بسعر ${price} (بالدولار الأمريكي). بالرموز تشغّل المختبرات وتمدّد وقتها.`,
  consultingFacts: ({ weeks, price }) => `المدة التقريبية بالأسابيع: ${weeks}. السعر يبدأ من ${price} (بالدولار الأمريكي).`,
  deliverables: (list) => `ما تحصل عليه: ${list}.`,

  intro: 'إليك ما تقوله صفحات المنصة عن ذلك.',
  onlyInEnglish: 'لم أجد هذا إلا بالإنجليزية، لذا أقتبس من الصفحات الإنجليزية.',
  source: (title, marker) => `من «${title}» ${marker}:`,
  labPlace: ({ labTitle, step, stepTitle }) => `أنت في الخطوة ${step} من «${labTitle}»: «${stepTitle}».`,
  lastCheckFailed: (reason) => `قال آخر فحص لها: «${reason}»`,
  lastCheckPassed: 'نجح آخر فحص لها.',
  nothingFound: 'لم أجد هذا في مختبرات المنصة ولا في مساراتها أو خططها أو صفحاتها، لذا لن أخمّن.',
  placesToLook: (links) => `قد تجد ما تحتاج إليه هنا: ${links}.`,
  places: {
    careerPaths: 'المسارات المهنية',
    learningPaths: 'المسارات التعليمية',
    pricing: 'الخطط والأسعار',
    consulting: 'الاستشارات',
    contactUs: 'اتصل بنا (يجيبك أحد أفراد فريقنا)',
  },
  redacted: '[الحل مخفي حتى تطلبه]',
  notices: {
    nothing_found: 'لا توجد في صفحات المنصة إجابة عن هذا السؤال.',
    model_unavailable: 'لم يُجب النموذج اللغوي في الوقت المحدد، لذا كُتبت هذه الإجابة من صفحات المنصة نفسها.',
  },
  suggestions: {
    platform: ['أي مختبر يعلّم مبدأ أقل الصلاحيات؟', 'كيف تعمل رموز المختبرات؟', 'أعرف بعض أساسيات Linux، فبأي مسار مهني أبدأ؟', 'ماذا تشمل الخطة الاحترافية؟'],
    lab: ({ labTitle, stepTitle }) => [
      `ماذا تطلب مني خطوة «${stepTitle}»؟`,
      `لماذا قد يفشل فحص خطوة «${stepTitle}»؟`,
      `ماذا يعلّم مختبر «${labTitle}»؟`,
      `أي المسارات المهنية تتضمن مختبر «${labTitle}»؟`,
    ],
  },
};
