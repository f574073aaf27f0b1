import type { ImmigrationCaseStatus } from '@ilm/contract';
import { defineMessages } from '../../i18n/messages';

const en = {
  immigration_case_not_found: () => 'Immigration case was not found.',
  immigration_case_closed: () => 'This case is closed. Send the candidate information form again to open a new one.',
  immigration_upload_not_yours: () => 'is not a file you uploaded',
  immigration_upload_wrong_purpose: () => 'was not uploaded as an immigration document',
  immigration_document_attached: () => 'This file is already attached to the case.',
  immigration_too_many_documents: (p: { max: number }) => `A case holds at most ${p.max} documents. Remove one before adding another.`,
  immigration_document_not_found: () => 'This document is not attached to the case.',
  immigration_consultation_open: () =>
    'You already have an open consultation request on this case. An advisor will write to you; you can ask for another once it has taken place.',
  immigration_status: (p: { status: ImmigrationCaseStatus }) =>
    ({
      received: 'Received',
      in_review: 'In review',
      documents_requested: 'Documents requested',
      consultation_scheduled: 'Consultation scheduled',
      application_prepared: 'Application prepared',
      closed: 'Closed',
    })[p.status],
  mail_immigration_status_subject: (p: { status: string }) => `Your immigration-support case: ${p.status}`,
  mail_immigration_status_body: (p: { name: string; status: string; link: string }) =>
    `Hello ${p.name},\n\nYour immigration-support case is now: ${p.status}.\n\nFollow your case, its documents and consultations here:\n${p.link}`,
  mail_immigration_note: (p: { note: string }) => `Note from your advisor:\n${p.note}`,
  mail_immigration_consultation_subject: () => 'Your immigration-support consultation is scheduled',
  mail_immigration_consultation_body: (p: { name: string; when: string; link: string }) =>
    `Hello ${p.name},\n\nYour consultation is scheduled for ${p.when}. An advisor will contact you the way you asked in your request.\n\nFollow your case here:\n${p.link}`,
  mail_immigration_disclaimer: () =>
    'Immigration and visa decisions are made by the authorities of each country: we help you prepare, and we cannot promise any outcome.',
};

const ar: typeof en = {
  immigration_case_not_found: () => 'لم يُعثر على ملف الهجرة.',
  immigration_case_closed: () => 'هذا الملف مغلق. أرسل نموذج معلومات المرشح مرة أخرى لفتح ملف جديد.',
  immigration_upload_not_yours: () => 'ليس مستندًا رفعته أنت',
  immigration_upload_wrong_purpose: () => 'لم يُرفع بوصفه مستندًا للهجرة',
  immigration_document_attached: () => 'هذا المستند مرفق بالملف بالفعل.',
  immigration_too_many_documents: (p) => `يتّسع الملف لـ ${p.max} مستندًا على الأكثر. احذف مستندًا قبل إضافة آخر.`,
  immigration_document_not_found: () => 'هذا المستند غير مرفق بالملف.',
  immigration_consultation_open: () => 'لديك بالفعل طلب استشارة مفتوح في هذا الملف. سيكتب إليك أحد المستشارين، ويمكنك طلب استشارة أخرى بعد انعقادها.',
  immigration_status: (p) =>
    ({
      received: 'تم الاستلام',
      in_review: 'قيد المراجعة',
      documents_requested: 'مستندات مطلوبة',
      consultation_scheduled: 'تم تحديد موعد الاستشارة',
      application_prepared: 'تم تجهيز الطلب',
      closed: 'مغلق',
    })[p.status],
  mail_immigration_status_subject: (p) => `ملف دعم الهجرة الخاص بك: ${p.status}`,
  mail_immigration_status_body: (p) =>
    `مرحبًا ${p.name}،\n\nأصبحت حالة ملف دعم الهجرة الخاص بك: ${p.status}.\n\nتابع ملفك ومستنداته واستشاراته من هنا:\n${p.link}`,
  mail_immigration_note: (p) => `ملاحظة من مستشارك:\n${p.note}`,
  mail_immigration_consultation_subject: () => 'تم تحديد موعد استشارتك في دعم الهجرة',
  mail_immigration_consultation_body: (p) =>
    `مرحبًا ${p.name}،\n\nتم تحديد موعد استشارتك في ${p.when}. سيتواصل معك أحد المستشارين بالطريقة التي طلبتها في طلبك.\n\nتابع ملفك من هنا:\n${p.link}`,
  mail_immigration_disclaimer: () => 'قرارات الهجرة والتأشيرات تتخذها سلطات كل بلد: نحن نساعدك على الاستعداد، ولا يمكننا أن نعد بأي نتيجة.',
};

const ur: typeof en = {
  immigration_case_not_found: () => 'امیگریشن کیس نہیں ملا۔',
  immigration_case_closed: () => 'یہ کیس بند ہو چکا ہے۔ نیا کیس کھولنے کے لیے امیدوار کی معلومات کا فارم دوبارہ بھیجیں۔',
  immigration_upload_not_yours: () => 'آپ کی اپ لوڈ کی ہوئی فائل نہیں ہے',
  immigration_upload_wrong_purpose: () => 'امیگریشن دستاویز کے طور پر اپ لوڈ نہیں کی گئی',
  immigration_document_attached: () => 'یہ فائل پہلے ہی اس کیس کے ساتھ منسلک ہے۔',
  immigration_too_many_documents: (p) => `ایک کیس میں زیادہ سے زیادہ ${p.max} دستاویزات رکھی جا سکتی ہیں۔ نئی شامل کرنے سے پہلے کوئی ایک ہٹا دیں۔`,
  immigration_document_not_found: () => 'یہ دستاویز اس کیس کے ساتھ منسلک نہیں۔',
  immigration_consultation_open: () =>
    'اس کیس پر مشاورت کی آپ کی ایک درخواست پہلے ہی کھلی ہے۔ ایک مشیر آپ کو لکھے گا؛ وہ مشاورت ہو جانے کے بعد آپ دوسری درخواست دے سکتے ہیں۔',
  immigration_status: (p) =>
    ({
      received: 'موصول ہو گیا',
      in_review: 'زیرِ جائزہ',
      documents_requested: 'دستاویزات درکار',
      consultation_scheduled: 'مشاورت کا وقت طے',
      application_prepared: 'درخواست تیار',
      closed: 'بند',
    })[p.status],
  mail_immigration_status_subject: (p) => `آپ کا امیگریشن سپورٹ کیس: ${p.status}`,
  mail_immigration_status_body: (p) =>
    `السلام علیکم ${p.name}،\n\nآپ کے امیگریشن سپورٹ کیس کی حیثیت اب یہ ہے: ${p.status}۔\n\nاپنا کیس، اس کی دستاویزات اور مشاورتیں یہاں دیکھیں:\n${p.link}`,
  mail_immigration_note: (p) => `آپ کے مشیر کا نوٹ:\n${p.note}`,
  mail_immigration_consultation_subject: () => 'آپ کی امیگریشن سپورٹ مشاورت کا وقت طے ہو گیا ہے',
  mail_immigration_consultation_body: (p) =>
    `السلام علیکم ${p.name}،\n\nآپ کی مشاورت ${p.when} کو طے ہے۔ ایک مشیر آپ سے اسی طریقے سے رابطہ کرے گا جو آپ نے اپنی درخواست میں لکھا تھا۔\n\nاپنا کیس یہاں دیکھیں:\n${p.link}`,
  mail_immigration_disclaimer: () =>
    'امیگریشن اور ویزا کے فیصلے ہر ملک کے متعلقہ حکام کرتے ہیں: ہم تیاری میں آپ کی مدد کرتے ہیں، اور کسی نتیجے کا وعدہ نہیں کر سکتے۔',
};

/** Immigration support: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
