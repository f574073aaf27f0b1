import { defineMessages } from '../../i18n/messages';

const en = {
  diploma_not_found: () => 'No diploma exists with this id.',
  diploma_path_not_completed: (p: { labs: string }) => `Complete every lab of this career path before its diploma is issued. Still to complete: ${p.labs}.`,
  diploma_declaration_missing: () =>
    'Send the diploma declaration for this career path while signed in first: it gives the name to print on your diploma and confirms the work is your own.',
  diploma_already_issued: () => 'Your diploma for this career path has already been issued. Find it in your dashboard.',
  diploma_name_not_printable: () => 'must be written in Latin, Arabic or Urdu letters, as in your passport',
  diploma_already_revoked: () => 'This diploma has already been revoked.',
  diploma_pdf_heading: () => 'Diploma',
  diploma_pdf_certifies: () => 'This certifies that',
  diploma_pdf_completed: () => 'has completed every lab of the career path',
  diploma_pdf_issued: (p: { date: string }) => `Issued on ${p.date} by Ilm Cloud`,
  diploma_pdf_id: (p: { id: string }) => `Diploma ID: ${p.id}`,
  diploma_pdf_verify: () => 'Check that this diploma is genuine and not revoked at:',
  diploma_pdf_revoked: () => 'This diploma has been revoked.',
};

const ar: typeof en = {
  diploma_not_found: () => 'لا توجد شهادة دبلوم بهذا المعرّف.',
  diploma_path_not_completed: (p) => `أكمل كل مختبرات هذا المسار المهني قبل إصدار شهادة الدبلوم. ما زال عليك إكمال: ${p.labs}.`,
  diploma_declaration_missing: () => 'أرسل أولًا إقرار الدبلوم لهذا المسار المهني وأنت مسجّل الدخول: فيه الاسم الذي يُطبع على شهادتك وتأكيدك أن العمل من إنجازك.',
  diploma_already_issued: () => 'صدرت شهادة الدبلوم لهذا المسار المهني من قبل. تجدها في لوحة التحكم.',
  diploma_name_not_printable: () => 'يجب أن يُكتب بحروف لاتينية أو عربية أو أردية، كما في جواز سفرك',
  diploma_already_revoked: () => 'أُلغيت شهادة الدبلوم هذه من قبل.',
  diploma_pdf_heading: () => 'شهادة دبلوم',
  diploma_pdf_certifies: () => 'نشهد بأنّ',
  diploma_pdf_completed: () => 'أكمل كل مختبرات المسار المهني',
  diploma_pdf_issued: (p) => `صدرت في ${p.date} عن Ilm Cloud`,
  diploma_pdf_id: (p) => `رقم الشهادة: ${p.id}`,
  diploma_pdf_verify: () => 'تحقّق من صحة هذه الشهادة ومن أنها غير ملغاة على العنوان:',
  diploma_pdf_revoked: () => 'أُلغيت هذه الشهادة.',
};

const ur: typeof en = {
  diploma_not_found: () => 'اس شناخت کا کوئی ڈپلومہ موجود نہیں۔',
  diploma_path_not_completed: (p) => `ڈپلومہ جاری ہونے سے پہلے اس کیریئر پاتھ کی ہر لیب مکمل کریں۔ ابھی یہ باقی ہیں: ${p.labs}۔`,
  diploma_declaration_missing: () =>
    'پہلے سائن اِن ہو کر اس کیریئر پاتھ کا ڈپلومہ اقرار نامہ بھیجیں: اس میں وہ نام ہوتا ہے جو آپ کے ڈپلومے پر چھپے گا، اور یہ تصدیق کہ کام آپ کا اپنا ہے۔',
  diploma_already_issued: () => 'اس کیریئر پاتھ کا آپ کا ڈپلومہ پہلے ہی جاری ہو چکا ہے۔ یہ آپ کے ڈیش بورڈ میں موجود ہے۔',
  diploma_name_not_printable: () => 'لاطینی، عربی یا اردو حروف میں لکھا ہونا چاہیے، جیسا آپ کے پاسپورٹ میں ہے',
  diploma_already_revoked: () => 'یہ ڈپلومہ پہلے ہی منسوخ ہو چکا ہے۔',
  diploma_pdf_heading: () => 'ڈپلومہ',
  diploma_pdf_certifies: () => 'تصدیق کی جاتی ہے کہ',
  diploma_pdf_completed: () => 'نے اس کیریئر پاتھ کی ہر لیب مکمل کر لی ہے',
  diploma_pdf_issued: (p) => `Ilm Cloud کی جانب سے ${p.date} کو جاری کیا گیا`,
  diploma_pdf_id: (p) => `ڈپلومہ نمبر: ${p.id}`,
  diploma_pdf_verify: () => 'اس ڈپلومے کے اصلی اور غیر منسوخ ہونے کی تصدیق اس پتے پر کریں:',
  diploma_pdf_revoked: () => 'یہ ڈپلومہ منسوخ کر دیا گیا ہے۔',
};

/** Diplomas: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
