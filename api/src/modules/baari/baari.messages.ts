import { defineMessages } from '../../i18n/messages';
import { countAr, QUESTIONS_AR, HOURS_AR, SECONDS_AR, MINUTES_AR } from '../../i18n/arabic-counts';

const en = {
  conversation_not_found: () => 'Conversation was not found.',
  baari_step_index_required: () => 'is required with lab_instance_id',
  baari_lab_instance_required: () => 'is required with step_index',
  baari_instance_not_running: () => 'This lab is not running. Baari can help with its steps while it runs: start it again to ask about them.',
  baari_sign_up_to_continue: (p: { max: number; hours: number }) =>
    `Visitors can ask Baari ${p.max} questions every ${p.hours} hours. Create a free account to keep asking.`,
  baari_rate_limited_seconds: (p: { seconds: number }) =>
    `You have asked Baari many questions in a short time. Please wait ${p.seconds} seconds, then ask again.`,
  baari_rate_limited_minutes: (p: { minutes: number }) =>
    `You have asked Baari many questions in a short time. Please wait ${p.minutes} minutes, then ask again.`,
  baari_too_many_streams: (p: { max: number }) => `Baari is already answering ${p.max} of your questions. Wait for one to finish or stop it, then ask again.`,
  baari_answer_failed: () => 'Baari could not finish this answer. Please ask again.',
};

const ar: typeof en = {
  conversation_not_found: () => 'لم نعثر على هذه المحادثة.',
  baari_step_index_required: () => 'مطلوب مع lab_instance_id',
  baari_lab_instance_required: () => 'مطلوب مع step_index',
  baari_instance_not_running: () => 'هذا المختبر لا يعمل الآن. يساعدك باري في خطواته ما دام يعمل: شغّله من جديد لتسأل عنها.',
  baari_sign_up_to_continue: (p) =>
    `يمكن للزوّار أن يطرحوا على باري ${countAr(p.max, QUESTIONS_AR)} كل ${countAr(p.hours, HOURS_AR)}. أنشئ حسابًا مجانيًا لتواصل السؤال.`,
  baari_rate_limited_seconds: (p) => `طرحت على باري أسئلة كثيرة في وقت قصير. يُرجى الانتظار ${countAr(p.seconds, SECONDS_AR)} ثم السؤال من جديد.`,
  baari_rate_limited_minutes: (p) => `طرحت على باري أسئلة كثيرة في وقت قصير. يُرجى الانتظار ${countAr(p.minutes, MINUTES_AR)} ثم السؤال من جديد.`,
  baari_too_many_streams: (p) => `باري يجيب الآن عن ${p.max} من أسئلتك. انتظر حتى تكتمل إحدى الإجابات أو أوقفها، ثم اسأل من جديد.`,
  baari_answer_failed: () => 'تعذّر على باري إكمال هذه الإجابة. يُرجى السؤال مرة أخرى.',
};

const ur: typeof en = {
  conversation_not_found: () => 'یہ گفتگو نہیں ملی۔',
  baari_step_index_required: () => 'lab_instance_id کے ساتھ ضروری ہے',
  baari_lab_instance_required: () => 'step_index کے ساتھ ضروری ہے',
  baari_instance_not_running: () =>
    'یہ لیب اس وقت نہیں چل رہی۔ باری اس کے مراحل میں اسی وقت مدد کر سکتا ہے جب وہ چل رہی ہو: ان کے بارے میں پوچھنے کے لیے اسے دوبارہ شروع کریں۔',
  baari_sign_up_to_continue: (p) => `مہمان ہر ${p.hours} گھنٹے میں باری سے ${p.max} سوال پوچھ سکتے ہیں۔ مزید سوال پوچھنے کے لیے مفت اکاؤنٹ بنائیں۔`,
  baari_rate_limited_seconds: (p) => `آپ نے کم وقت میں باری سے بہت سے سوال پوچھے ہیں۔ براہِ کرم ${p.seconds} سیکنڈ انتظار کریں، پھر دوبارہ پوچھیں۔`,
  baari_rate_limited_minutes: (p) => `آپ نے کم وقت میں باری سے بہت سے سوال پوچھے ہیں۔ براہِ کرم ${p.minutes} منٹ انتظار کریں، پھر دوبارہ پوچھیں۔`,
  baari_too_many_streams: (p) =>
    `باری اس وقت آپ کے ${p.max} سوالوں کے جواب دے رہا ہے۔ کسی ایک جواب کے مکمل ہونے کا انتظار کریں یا اسے روک دیں، پھر دوبارہ پوچھیں۔`,
  baari_answer_failed: () => 'باری یہ جواب مکمل نہیں کر سکا۔ براہِ کرم دوبارہ پوچھیں۔',
};

/** Baari: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
