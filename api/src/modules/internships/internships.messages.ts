import { defineMessages } from '../../i18n/messages';

const en = {
  internship_cohort_not_found: () => 'Internship cohort was not found.',
  internship_not_found: () => 'Internship was not found.',
  internship_already_applied: () => 'You have already applied to this cohort. Follow your application in your dashboard.',
  internship_cohort_full: () => 'This cohort has no seats left. Choose another cohort of the programme.',
  internship_cohort_closed: () => 'Applications to this cohort closed when it started. Choose a later cohort.',
  internship_not_accepted: () => 'You can send your capstone for review once your application has been accepted.',
  internship_capstone_incomplete: (p: { labs: string }) => `Complete every lab of the capstone before sending it for review. Still to complete: ${p.labs}.`,
  internship_review_pending: () => 'Your capstone is already with your mentor for review. Their review will show here.',
  internship_needs_confirmed_email: () => 'Confirm your e-mail address before you apply: open the link we mailed you, or ask for a new one on your dashboard.',
  internship_not_withdrawable: () => 'This internship has already ended (completed, not selected or withdrawn): there is nothing left to withdraw.',
  internship_closed: () => 'This internship is no longer open, so its capstone cannot be sent for review.',
};

const ar: typeof en = {
  internship_cohort_not_found: () => 'لم يُعثر على دفعة التدريب.',
  internship_not_found: () => 'لم يُعثر على التدريب.',
  internship_already_applied: () => 'لقد تقدّمت بالفعل إلى هذه الدفعة. تابع طلبك في لوحة التحكم.',
  internship_cohort_full: () => 'لم يعد في هذه الدفعة أي مقعد متاح. اختر دفعة أخرى من البرنامج.',
  internship_cohort_closed: () => 'أُغلق باب التقديم إلى هذه الدفعة عند بدئها. اختر دفعة لاحقة.',
  internship_not_accepted: () => 'يمكنك إرسال مشروعك الختامي للمراجعة بعد قبول طلبك.',
  internship_capstone_incomplete: (p) => `أكمل كل مختبرات المشروع الختامي قبل إرساله للمراجعة. ما زال عليك إكمال: ${p.labs}.`,
  internship_review_pending: () => 'مشروعك الختامي لدى مرشدك للمراجعة بالفعل. ستظهر مراجعته هنا.',
  internship_needs_confirmed_email: () => 'أكّد عنوان بريدك الإلكتروني قبل أن تتقدّم: افتح الرابط الذي أرسلناه إليك، أو اطلب رابطًا جديدًا من لوحة التحكم.',
  internship_not_withdrawable: () => 'انتهى هذا التدريب بالفعل (اكتمل أو لم يُقبل أو سُحب): لم يبقَ ما يمكن سحبه.',
  internship_closed: () => 'لم يعد هذا التدريب مفتوحًا، لذا لا يمكن إرسال مشروعه الختامي للمراجعة.',
};

const ur: typeof en = {
  internship_cohort_not_found: () => 'انٹرن شپ کا بیچ نہیں ملا۔',
  internship_not_found: () => 'انٹرن شپ نہیں ملی۔',
  internship_already_applied: () => 'آپ اس بیچ کے لیے پہلے ہی درخواست دے چکے ہیں۔ اپنی درخواست کی صورتحال اپنے ڈیش بورڈ میں دیکھیں۔',
  internship_cohort_full: () => 'اس بیچ میں کوئی نشست باقی نہیں۔ پروگرام کا کوئی دوسرا بیچ منتخب کریں۔',
  internship_cohort_closed: () => 'اس بیچ کے لیے درخواستیں اس کے شروع ہوتے ہی بند ہو گئیں۔ بعد کا کوئی بیچ منتخب کریں۔',
  internship_not_accepted: () => 'درخواست منظور ہونے کے بعد آپ اپنا کیپ اسٹون جائزے کے لیے بھیج سکتے ہیں۔',
  internship_capstone_incomplete: (p) => `جائزے کے لیے بھیجنے سے پہلے کیپ اسٹون کی ہر لیب مکمل کریں۔ ابھی یہ مکمل کرنا باقی ہے: ${p.labs}۔`,
  internship_review_pending: () => 'آپ کا کیپ اسٹون پہلے ہی جائزے کے لیے آپ کے مینٹور کے پاس ہے۔ ان کا جائزہ یہیں نظر آئے گا۔',
  internship_needs_confirmed_email: () =>
    'درخواست دینے سے پہلے اپنے ای میل پتے کی تصدیق کریں: ہمارا بھیجا ہوا لنک کھولیں، یا اپنے ڈیش بورڈ سے نیا لنک منگوائیں۔',
  internship_not_withdrawable: () => 'یہ انٹرن شپ پہلے ہی ختم ہو چکی ہے (مکمل، منتخب نہیں ہوئی یا واپس لی جا چکی): واپس لینے کو کچھ باقی نہیں۔',
  internship_closed: () => 'یہ انٹرن شپ اب کھلی نہیں، اس لیے اس کا کیپ اسٹون جائزے کے لیے نہیں بھیجا جا سکتا۔',
};

/** Virtual internships: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
