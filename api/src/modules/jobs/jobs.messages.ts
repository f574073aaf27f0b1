import { defineMessages } from '../../i18n/messages';

const en = {
  profile_cv_not_yours: () => 'must be the id of a CV you uploaded (purpose cv)',
  opening_not_found: (p: { slug: string }) => `Opening "${p.slug}" was not found.`,
  opening_closed: () => 'This opening is closed: it no longer takes applications.',
  job_already_applied: () => 'You have already applied to this opening.',
  job_cv_required: () => 'Add your CV to your career profile before you apply: it is sent with your application.',
  job_application_not_found: () => 'Job application was not found.',
  job_application_closed: () => 'This application is closed and can no longer be withdrawn.',
  job_status_submitted: () => 'Submitted',
  job_status_in_review: () => 'In review',
  job_status_interview: () => 'Interview',
  job_status_offer: () => 'Offer',
  job_status_hired: () => 'Hired',
  job_status_not_selected: () => 'Not selected',
  job_status_withdrawn: () => 'Withdrawn',
  mail_job_applied_subject: (p: { title: string }) => `Application received: ${p.title}`,
  mail_job_applied_body: (p: { name: string; title: string; employer: string; link: string }) =>
    `Hello ${p.name},\n\nYour application for "${p.title}" at ${p.employer} has been sent with your career profile and CV. Our placement team reviews every application and writes to you each time its status changes.\n\nFollow it in your dashboard:\n${p.link}`,
  mail_job_status_subject: (p: { title: string; status: string }) => `Your application for ${p.title}: ${p.status}`,
  mail_job_status_body: (p: { name: string; title: string; employer: string; status: string; link: string }) =>
    `Hello ${p.name},\n\nThe status of your application for "${p.title}" at ${p.employer} is now: ${p.status}.\n\nFollow it in your dashboard:\n${p.link}`,
  mail_job_status_note: (p: { note: string }) => `A note from our placement team:\n${p.note}`,
};

const ar: typeof en = {
  profile_cv_not_yours: () => 'يجب أن يكون معرّف سيرة ذاتية رفعتها بنفسك (الغرض cv)',
  opening_not_found: (p) => `لم يُعثر على الوظيفة الشاغرة "${p.slug}".`,
  opening_closed: () => 'هذه الوظيفة مغلقة: لم تعد تستقبل طلبات.',
  job_already_applied: () => 'لقد تقدّمت لهذه الوظيفة من قبل.',
  job_cv_required: () => 'أضف سيرتك الذاتية إلى ملفك المهني قبل التقدّم: فهي تُرسل مع طلبك.',
  job_application_not_found: () => 'لم يُعثر على طلب التوظيف.',
  job_application_closed: () => 'هذا الطلب مغلق، ولم يعد من الممكن سحبه.',
  job_status_submitted: () => 'مُرسَل',
  job_status_in_review: () => 'قيد المراجعة',
  job_status_interview: () => 'مرحلة المقابلة',
  job_status_offer: () => 'عرض عمل',
  job_status_hired: () => 'تم التوظيف',
  job_status_not_selected: () => 'لم يقع عليه الاختيار',
  job_status_withdrawn: () => 'مسحوب',
  mail_job_applied_subject: (p) => `استلمنا طلبك: ${p.title}`,
  mail_job_applied_body: (p) =>
    `مرحبًا ${p.name}،\n\nأُرسل طلبك لوظيفة "${p.title}" لدى ${p.employer} مع ملفك المهني وسيرتك الذاتية. يراجع فريق التوظيف لدينا كل طلب، ويراسلك كلما تغيّرت حالته.\n\nتابعه من لوحة التحكم:\n${p.link}`,
  mail_job_status_subject: (p) => `طلبك لوظيفة ${p.title}: ${p.status}`,
  mail_job_status_body: (p) => `مرحبًا ${p.name}،\n\nأصبحت حالة طلبك لوظيفة "${p.title}" لدى ${p.employer}: ${p.status}.\n\nتابعه من لوحة التحكم:\n${p.link}`,
  mail_job_status_note: (p) => `ملاحظة من فريق التوظيف:\n${p.note}`,
};

const ur: typeof en = {
  profile_cv_not_yours: () => 'آپ کی اپنی اپ لوڈ کی ہوئی CV کی شناخت ہونی چاہیے (مقصد cv)',
  opening_not_found: (p) => `آسامی "${p.slug}" نہیں ملی۔`,
  opening_closed: () => 'یہ آسامی بند ہو چکی ہے: اب اس پر درخواستیں نہیں لی جاتیں۔',
  job_already_applied: () => 'آپ اس آسامی کے لیے پہلے ہی درخواست دے چکے ہیں۔',
  job_cv_required: () => 'درخواست دینے سے پہلے اپنی CV اپنے کیریئر پروفائل میں شامل کریں: یہ آپ کی درخواست کے ساتھ بھیجی جاتی ہے۔',
  job_application_not_found: () => 'ملازمت کی درخواست نہیں ملی۔',
  job_application_closed: () => 'یہ درخواست بند ہو چکی ہے اور اب واپس نہیں لی جا سکتی۔',
  job_status_submitted: () => 'جمع ہو گئی',
  job_status_in_review: () => 'زیرِ غور',
  job_status_interview: () => 'انٹرویو کا مرحلہ',
  job_status_offer: () => 'ملازمت کی پیشکش',
  job_status_hired: () => 'ملازمت مل گئی',
  job_status_not_selected: () => 'منتخب نہیں ہوئی',
  job_status_withdrawn: () => 'واپس لے لی گئی',
  mail_job_applied_subject: (p) => `درخواست موصول ہو گئی: ${p.title}`,
  mail_job_applied_body: (p) =>
    `السلام علیکم ${p.name}،\n\n${p.employer} میں "${p.title}" کے لیے آپ کی درخواست آپ کے کیریئر پروفائل اور CV کے ساتھ بھیج دی گئی ہے۔ ہماری پلیسمنٹ ٹیم ہر درخواست کا جائزہ لیتی ہے اور جب بھی اس کی صورتِ حال بدلے، آپ کو لکھتی ہے۔\n\nاپنے ڈیش بورڈ میں اسے دیکھتے رہیں:\n${p.link}`,
  mail_job_status_subject: (p) => `${p.title} کے لیے آپ کی درخواست: ${p.status}`,
  mail_job_status_body: (p) =>
    `السلام علیکم ${p.name}،\n\n${p.employer} میں "${p.title}" کے لیے آپ کی درخواست کی صورتِ حال اب یہ ہے: ${p.status}۔\n\nاپنے ڈیش بورڈ میں اسے دیکھتے رہیں:\n${p.link}`,
  mail_job_status_note: (p) => `ہماری پلیسمنٹ ٹیم کا نوٹ:\n${p.note}`,
};

/** The career profile and job placement: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
