import { defineMessages } from '../../i18n/messages';

const en = {
  instance_not_found: () => 'Lab instance was not found.',
  insufficient_tokens_launch: (p: { cost: number; balance: number }) =>
    `This lab costs ${p.cost} tokens and your balance is ${p.balance}. Buy a token pack or upgrade your plan.`,
  insufficient_tokens_extend: (p: { cost: number; balance: number }) => `Extending costs ${p.cost} tokens and your balance is ${p.balance}.`,
  instance_not_running_extend: () => 'Only a running instance can be extended.',
  instance_rebuilding: () => 'This lab is being reset: try again in a few seconds.',
  max_extensions_reached: (p: { max: number }) => `This instance was already extended ${p.max} times, the maximum.`,
  instance_not_active: () => 'This instance has already ended.',
  lab_needs_environment: (p: { environment: string }) =>
    `This lab needs a connection to ${p.environment}, which this platform does not have yet. No tokens were taken.`,
  lab_no_capacity: () => 'There is no room for another lab environment right now. No tokens were taken; please try again in a few minutes.',
  lab_learner_limit: (p: { max: number }) => `You already have ${p.max} labs running or starting, the most at once. Stop one to launch another.`,
  provision_failed: () => 'The lab environment could not be started. Your tokens were refunded; please try again.',
  step_not_checked: () => 'This step has no check: read it and go on.',
  step_no_solution: () => 'This step has no solution to show.',
  hints_need_running_lab: () => 'Hints and solutions are given while the lab is running. Launch it again to get help with a step.',
  lab_has_no_scripts: () => 'This lab has no hints or solutions to give: only the labs that run here, in the sandbox, have them.',
  step_index_out_of_range: (p: { count: number }) => `is not a step of this lab: its ${p.count} steps are numbered from 0 to ${p.count - 1}`,
  no_more_hints: () => 'You have seen every hint of this step.',
  no_more_hints_solution_open: () => 'You have seen every hint of this step. You can now ask for its solution.',
  no_more_hints_solution_after: (p: { count: number }) =>
    `You have seen every hint of this step. Its solution can be asked for after ${p.count === 1 ? 'one more failed check' : `${p.count} more failed checks`}.`,
  solution_locked: (p: { count: number }) =>
    `The solution of this step opens after ${p.count === 1 ? 'one more failed check' : `${p.count} more failed checks`}: try the hints, then check your work again.`,
  lab_not_completed: () => "You can rate this lab once you have completed it: every step's check must pass in one of your lab sessions.",
  check_timed_out: (p: { seconds: number }) =>
    `The check took longer than ${p.seconds} seconds and was stopped. Make sure nothing you started is waiting for input, then check again.`,
  check_failed_silently: () => 'Not done yet: the check did not pass.',
  terminal_ticket_invalid: () => 'This terminal link is invalid, expired or already used. Open the terminal again.',
  terminal_origin_refused: () => 'This page may not open the terminal.',
  terminal_too_many: ({ max }: { max: number }) => `This lab already has ${max} terminals open: close one (another tab or window) and try again.`,
};

/** The failed checks still needed, the noun agreeing with the number as Arabic wants (one, two, 3–10, 11 and more). */
function failedChecksAr(count: number): string {
  if (count === 1) return 'محاولة تحقق أخرى لا تنجح';
  if (count === 2) return 'محاولتي تحقق أخريين لا تنجحان';
  if (count <= 10) return `${count} محاولات تحقق أخرى لا تنجح`;
  return `${count} محاولة تحقق أخرى لا تنجح`;
}

const ar: typeof en = {
  instance_not_found: () => 'لم يُعثر على بيئة المختبر.',
  insufficient_tokens_launch: (p) => `تكلفة هذا المختبر ${p.cost} رموز ورصيدك ${p.balance}. اشترِ باقة رموز أو رقِّ خطتك.`,
  insufficient_tokens_extend: (p) => `تكلفة التمديد ${p.cost} رموز ورصيدك ${p.balance}.`,
  instance_not_running_extend: () => 'لا يمكن تمديد إلا بيئة قيد التشغيل.',
  instance_rebuilding: () => 'تجري إعادة ضبط هذا المختبر: حاول مجددًا بعد ثوانٍ.',
  max_extensions_reached: (p) => `مُدِّدت هذه البيئة ${p.max} مرات بالفعل، وهو الحد الأقصى.`,
  instance_not_active: () => 'انتهت هذه البيئة بالفعل.',
  lab_needs_environment: (p) => `يحتاج هذا المختبر إلى اتصال بـ ${p.environment}، ولا يتوفر هذا الاتصال في المنصة بعد. لم تُخصم أي رموز.`,
  lab_no_capacity: () => 'لا يوجد متسع لبيئة مختبر أخرى الآن. لم تُخصم أي رموز؛ حاول مرة أخرى بعد بضع دقائق.',
  lab_learner_limit: (p) => `لديك بالفعل ${p.max} مختبرات قيد التشغيل أو البدء، وهو الحد الأقصى في وقت واحد. أوقف أحدها لتشغيل آخر.`,
  provision_failed: () => 'تعذّر بدء بيئة المختبر. أُعيدت رموزك؛ حاول مرة أخرى.',
  step_not_checked: () => 'لا يوجد تحقق لهذه الخطوة: اقرأها وتابع.',
  step_no_solution: () => 'لا يوجد حل لعرضه لهذه الخطوة.',
  hints_need_running_lab: () => 'تُعطى التلميحات والحلول أثناء تشغيل المختبر. شغّله من جديد لتحصل على مساعدة في خطوة.',
  lab_has_no_scripts: () => 'لا توجد تلميحات أو حلول لهذا المختبر: هي متاحة فقط للمختبرات التي تعمل هنا في بيئة الـ sandbox.',
  step_index_out_of_range: (p) => `ليس خطوة من خطوات هذا المختبر: خطواته الـ ${p.count} مرقّمة من 0 إلى ${p.count - 1}`,
  no_more_hints: () => 'اطّلعت على كل تلميحات هذه الخطوة.',
  no_more_hints_solution_open: () => 'اطّلعت على كل تلميحات هذه الخطوة. يمكنك الآن طلب حلّها.',
  no_more_hints_solution_after: (p) => `اطّلعت على كل تلميحات هذه الخطوة. يمكنك طلب حلّها بعد ${failedChecksAr(p.count)}.`,
  solution_locked: (p) => `يُتاح حل هذه الخطوة بعد ${failedChecksAr(p.count)}: جرّب التلميحات، ثم تحقق من عملك مرة أخرى.`,
  lab_not_completed: () => 'يمكنك تقييم هذا المختبر بعد إكماله: يجب أن ينجح التحقق من كل خطوة في إحدى جلساتك في المختبر.',
  check_timed_out: (p) => `استغرق التحقق أكثر من ${p.seconds} ثوانٍ فأُوقف. تأكد من أن ما شغّلته لا ينتظر إدخالًا، ثم تحقق مرة أخرى.`,
  check_failed_silently: () => 'لم تكتمل بعد: لم ينجح التحقق.',
  terminal_ticket_invalid: () => 'رابط الطرفية هذا غير صالح أو منتهي الصلاحية أو مستخدم بالفعل. افتح الطرفية مرة أخرى.',
  terminal_origin_refused: () => 'لا يُسمح لهذه الصفحة بفتح الطرفية.',
  terminal_too_many: ({ max }: { max: number }) => `في هذا المختبر ${max} طرفيات مفتوحة بالفعل: أغلق إحداها (في تبويب أو نافذة أخرى) وحاول مجددًا.`,
};

/** The failed checks still needed: «ایک اور ناکام جانچ», «2 مزید ناکام جانچوں». */
function failedChecksUr(count: number): string {
  return count === 1 ? 'ایک اور ناکام جانچ' : `${count} مزید ناکام جانچوں`;
}

const ur: typeof en = {
  instance_not_found: () => 'لیب انسٹینس نہیں ملی۔',
  insufficient_tokens_launch: (p) => `اس لیب کی قیمت ${p.cost} ٹوکن ہے اور آپ کا بیلنس ${p.balance} ہے۔ ٹوکن پیک خریدیں یا اپنا پلان اپ گریڈ کریں۔`,
  insufficient_tokens_extend: (p) => `توسیع کی قیمت ${p.cost} ٹوکن ہے اور آپ کا بیلنس ${p.balance} ہے۔`,
  instance_not_running_extend: () => 'صرف چلتی ہوئی انسٹینس کی مدت بڑھائی جا سکتی ہے۔',
  instance_rebuilding: () => 'اس لیب کو ری سیٹ کیا جا رہا ہے: چند سیکنڈ بعد دوبارہ کوشش کریں۔',
  max_extensions_reached: (p) => `اس انسٹینس کی مدت پہلے ہی ${p.max} بار بڑھائی جا چکی ہے، جو زیادہ سے زیادہ حد ہے۔`,
  instance_not_active: () => 'یہ انسٹینس پہلے ہی ختم ہو چکی ہے۔',
  lab_needs_environment: (p) => `اس لیب کے لیے ${p.environment} سے کنکشن درکار ہے، جو اس پلیٹ فارم کے پاس ابھی نہیں۔ کوئی ٹوکن نہیں لیا گیا۔`,
  lab_no_capacity: () => 'اس وقت کسی اور لیب ماحول کی گنجائش نہیں۔ کوئی ٹوکن نہیں لیا گیا؛ چند منٹ بعد دوبارہ کوشش کریں۔',
  lab_learner_limit: (p) =>
    `آپ کی ${p.max} لیبز پہلے ہی چل رہی ہیں یا شروع ہو رہی ہیں، جو ایک وقت میں زیادہ سے زیادہ حد ہے۔ نئی لیب شروع کرنے کے لیے ایک کو روکیں۔`,
  provision_failed: () => 'لیب کا ماحول شروع نہیں ہو سکا۔ آپ کے ٹوکن واپس کر دیے گئے؛ براہِ کرم دوبارہ کوشش کریں۔',
  step_not_checked: () => 'اس مرحلے کی کوئی جانچ نہیں: اسے پڑھیں اور آگے بڑھیں۔',
  step_no_solution: () => 'اس مرحلے کا دکھانے کے لیے کوئی حل نہیں۔',
  hints_need_running_lab: () => 'اشارے اور حل لیب چلنے کے دوران ملتے ہیں۔ کسی مرحلے میں مدد کے لیے لیب دوبارہ شروع کریں۔',
  lab_has_no_scripts: () => 'اس لیب کے لیے کوئی اشارے یا حل نہیں: یہ صرف ان لیبز کے لیے ہیں جو یہیں sandbox میں چلتی ہیں۔',
  step_index_out_of_range: (p) => `اس لیب کا کوئی مرحلہ نہیں: اس کے ${p.count} مراحل کے نمبر 0 سے ${p.count - 1} تک ہیں`,
  no_more_hints: () => 'آپ اس مرحلے کے سارے اشارے دیکھ چکے ہیں۔',
  no_more_hints_solution_open: () => 'آپ اس مرحلے کے سارے اشارے دیکھ چکے ہیں۔ اب آپ اس کا حل مانگ سکتے ہیں۔',
  no_more_hints_solution_after: (p) => `آپ اس مرحلے کے سارے اشارے دیکھ چکے ہیں۔ ${failedChecksUr(p.count)} کے بعد آپ اس کا حل مانگ سکیں گے۔`,
  solution_locked: (p) => `اس مرحلے کا حل ${failedChecksUr(p.count)} کے بعد کھلے گا: اشارے آزمائیں، پھر اپنا کام دوبارہ جانچیں۔`,
  lab_not_completed: () => 'اس لیب کی درجہ بندی آپ اسے مکمل کرنے کے بعد کر سکتے ہیں: آپ کے کسی لیب سیشن میں ہر مرحلے کی جانچ کامیاب ہونی چاہیے۔',
  check_timed_out: (p) =>
    `جانچ ${p.seconds} سیکنڈ سے زیادہ چلی اس لیے روک دی گئی۔ دیکھ لیں کہ آپ کا شروع کیا ہوا کوئی پروگرام ان پٹ کا انتظار تو نہیں کر رہا، پھر دوبارہ جانچیں۔`,
  check_failed_silently: () => 'ابھی مکمل نہیں: جانچ کامیاب نہیں ہوئی۔',
  terminal_ticket_invalid: () => 'ٹرمینل کا یہ لنک غلط ہے، اس کی میعاد ختم ہو چکی ہے یا یہ استعمال ہو چکا ہے۔ ٹرمینل دوبارہ کھولیں۔',
  terminal_origin_refused: () => 'یہ صفحہ ٹرمینل نہیں کھول سکتا۔',
  terminal_too_many: ({ max }: { max: number }) =>
    `اس لیب میں پہلے ہی ${max} ٹرمینل کھلے ہیں: ان میں سے ایک (کسی اور ٹیب یا ونڈو میں) بند کریں اور دوبارہ کوشش کریں۔`,
};

/** Labs, instances, hints and the terminal: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
