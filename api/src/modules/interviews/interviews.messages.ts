import { defineMessages } from '../../i18n/messages';
import { countAr, SECONDS_AR, MINUTES_AR } from '../../i18n/arabic-counts';

const en = {
  interview_not_found: () => 'Mock interview was not found.',
  interview_no_bank: () => 'has no mock interview questions yet',
  interview_completed: () => 'This mock interview is already complete. Start a new one to practise again.',
  interview_answer_taken: () => 'This question was answered a moment ago, perhaps in another tab. Reload the interview to see the next question.',
  interview_rate_limited_seconds: (p: { seconds: number }) =>
    `You have sent many interview answers in a short time. Please wait ${p.seconds} seconds, then answer again.`,
  interview_rate_limited_minutes: (p: { minutes: number }) =>
    `You have sent many interview answers in a short time. Please wait ${p.minutes} minutes, then answer again.`,
};

const ar: typeof en = {
  interview_not_found: () => 'لم نعثر على هذه المقابلة التجريبية.',
  interview_no_bank: () => 'لا توجد لهذا المسار المهني أسئلة مقابلة تجريبية بعد',
  interview_completed: () => 'اكتملت هذه المقابلة التجريبية. ابدأ مقابلة جديدة لتتدرّب من جديد.',
  interview_answer_taken: () => 'أُجيب عن هذا السؤال قبل لحظات، ربما في علامة تبويب أخرى. أعد تحميل المقابلة لترى السؤال التالي.',
  interview_rate_limited_seconds: (p) => `أرسلت إجابات كثيرة في المقابلة خلال وقت قصير. يُرجى الانتظار ${countAr(p.seconds, SECONDS_AR)} ثم الإجابة من جديد.`,
  interview_rate_limited_minutes: (p) => `أرسلت إجابات كثيرة في المقابلة خلال وقت قصير. يُرجى الانتظار ${countAr(p.minutes, MINUTES_AR)} ثم الإجابة من جديد.`,
};

const ur: typeof en = {
  interview_not_found: () => 'یہ مشقی انٹرویو نہیں ملا۔',
  interview_no_bank: () => 'اس کیریئر پاتھ کے لیے ابھی مشقی انٹرویو کے سوالات موجود نہیں',
  interview_completed: () => 'یہ مشقی انٹرویو مکمل ہو چکا ہے۔ دوبارہ مشق کے لیے نیا انٹرویو شروع کریں۔',
  interview_answer_taken: () => 'اس سوال کا جواب ابھی ابھی دیا جا چکا ہے، شاید کسی دوسرے ٹیب میں۔ اگلا سوال دیکھنے کے لیے انٹرویو دوبارہ لوڈ کریں۔',
  interview_rate_limited_seconds: (p) => `آپ نے کم وقت میں انٹرویو کے بہت سے جوابات بھیجے ہیں۔ براہِ کرم ${p.seconds} سیکنڈ انتظار کریں، پھر دوبارہ جواب دیں۔`,
  interview_rate_limited_minutes: (p) => `آپ نے کم وقت میں انٹرویو کے بہت سے جوابات بھیجے ہیں۔ براہِ کرم ${p.minutes} منٹ انتظار کریں، پھر دوبارہ جواب دیں۔`,
};

/** Mock interviews: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
