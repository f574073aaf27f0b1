import { defineMessages } from '../../i18n/messages';

const en = {
  upload_needs_multipart: () => 'Send the file as multipart/form-data, with the parts "purpose" and "file".',
  upload_not_a_file: () => 'must be a file, not text',
  upload_name_missing: () => 'has no name: give the file a name and upload it again',
  upload_name_bidi_control: () =>
    'The file name holds a character that changes the direction text is shown in, which can disguise what the file is: rename the file and send it again.',
  upload_name_has_path: () => 'has a name with folder parts (/, \\ or :): upload the file under its own name only',
  upload_name_too_long: (p: { limit: number }) => `has a name longer than ${p.limit} characters`,
  upload_empty: () => 'is empty',
  upload_too_large: (p: { megabytes: number }) => `is larger than the limit of ${p.megabytes} MB`,
  upload_is_program: () => 'is a program, not a document: programs cannot be uploaded, whatever their name',
  upload_wrong_type_cv: () => 'must be a PDF: the content of this file is not a PDF (its name does not decide)',
  upload_wrong_type_immigration_document: () => 'must be a PDF, JPEG or PNG: the content of this file is none of these (its name does not decide)',
  upload_one_file: () => 'only one file can be sent at a time',
  upload_extra_parts: () => 'must hold only the parts "purpose" and "file"',
  upload_malformed: () => 'is not a complete multipart/form-data body',
  upload_limit_reached: (p: { max: number }) => `You already keep ${p.max} files: delete one you no longer need, then upload again.`,
  upload_not_found: () => 'File was not found.',
  upload_in_use: () => 'This file was sent with a job application or attached to an immigration case, so it is kept.',
};

const ar: typeof en = {
  upload_needs_multipart: () => 'أرسل الملف بصيغة multipart/form-data مع الجزأين "purpose" و"file".',
  upload_not_a_file: () => 'يجب أن يكون ملفًا، لا نصًا',
  upload_name_missing: () => 'بلا اسم: سمِّ الملف ثم ارفعه مرة أخرى',
  upload_name_bidi_control: () => 'يحتوي اسم الملف على محرف يغيّر اتجاه عرض النص، وقد يُخفي حقيقة الملف: أعد تسمية الملف ثم أرسله مرة أخرى.',
  upload_name_has_path: () => 'اسمه يتضمن أجزاء مجلدات (/ أو \\ أو :): ارفع الملف باسمه وحده',
  upload_name_too_long: (p) => `اسمه أطول من ${p.limit} حرفًا`,
  upload_empty: () => 'فارغ',
  upload_too_large: (p) => `أكبر من الحد المسموح به وهو ${p.megabytes} ميغابايت`,
  upload_is_program: () => 'برنامج وليس مستندًا: لا يمكن رفع البرامج مهما كان اسمها',
  upload_wrong_type_cv: () => 'يجب أن يكون ملف PDF: محتوى هذا الملف ليس PDF (واسم الملف لا يحدد نوعه)',
  upload_wrong_type_immigration_document: () => 'يجب أن يكون ملف PDF أو صورة JPEG أو PNG: محتوى هذا الملف ليس أيًّا منها (واسم الملف لا يحدد نوعه)',
  upload_one_file: () => 'يمكن إرسال ملف واحد فقط في كل مرة',
  upload_extra_parts: () => 'يجب ألا يحتوي إلا على الجزأين "purpose" و"file"',
  upload_malformed: () => 'ليس محتوى multipart/form-data كاملًا',
  upload_limit_reached: (p) => `لديك ${p.max} ملفًا محفوظًا بالفعل: احذف ملفًا لم تعد بحاجة إليه، ثم ارفع الملف من جديد.`,
  upload_not_found: () => 'لم يُعثر على الملف.',
  upload_in_use: () => 'أُرسل هذا الملف مع طلب توظيف أو أُرفق بملف هجرة، لذا يُحتفظ به.',
};

const ur: typeof en = {
  upload_needs_multipart: () => 'فائل multipart/form-data کی صورت میں بھیجیں، جس میں "purpose" اور "file" دونوں حصے ہوں۔',
  upload_not_a_file: () => 'فائل ہونی چاہیے، متن نہیں',
  upload_name_missing: () => 'کا کوئی نام نہیں: فائل کو نام دیں اور دوبارہ اپ لوڈ کریں',
  upload_name_bidi_control: () =>
    'فائل کے نام میں ایسا حرف ہے جو متن دکھانے کی سمت بدل دیتا ہے اور فائل کی اصلیت چھپا سکتا ہے: فائل کا نام بدلیں اور دوبارہ بھیجیں۔',
  upload_name_has_path: () => 'کے نام میں فولڈر کے حصے (/، \\ یا :) ہیں: فائل صرف اس کے اپنے نام سے اپ لوڈ کریں',
  upload_name_too_long: (p) => `کا نام ${p.limit} حروف سے لمبا ہے`,
  upload_empty: () => 'خالی ہے',
  upload_too_large: (p) => `${p.megabytes} MB کی حد سے بڑی ہے`,
  upload_is_program: () => 'ایک پروگرام ہے، دستاویز نہیں: پروگرام اپ لوڈ نہیں کیے جا سکتے، چاہے ان کا نام کچھ بھی ہو',
  upload_wrong_type_cv: () => 'PDF ہونی چاہیے: اس فائل کا مواد PDF نہیں ہے (فائل کا نام اس کی قسم طے نہیں کرتا)',
  upload_wrong_type_immigration_document: () => 'PDF، JPEG یا PNG ہونی چاہیے: اس فائل کا مواد ان میں سے کوئی نہیں (فائل کا نام اس کی قسم طے نہیں کرتا)',
  upload_one_file: () => 'ایک وقت میں صرف ایک فائل بھیجی جا سکتی ہے',
  upload_extra_parts: () => 'میں صرف "purpose" اور "file" کے حصے ہونے چاہییں',
  upload_malformed: () => 'مکمل multipart/form-data مواد نہیں ہے',
  upload_limit_reached: (p) => `آپ کی ${p.max} فائلیں پہلے سے محفوظ ہیں: جس فائل کی اب ضرورت نہیں اسے حذف کریں، پھر دوبارہ اپ لوڈ کریں۔`,
  upload_not_found: () => 'فائل نہیں ملی۔',
  upload_in_use: () => 'یہ فائل ملازمت کی درخواست کے ساتھ بھیجی گئی ہے یا امیگریشن کیس سے منسلک ہے، اس لیے محفوظ رکھی جاتی ہے۔',
};

/** Uploads: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
