import type { CifInterest, ConsultingBudget, EducationLevel, TeamTopic } from '@ilm/contract';
import { defineMessages } from '../../i18n/messages';

/** What a form's confirmation mail lists of the submission, each under its label. */
export type FormMailField =
  | 'name'
  | 'subject'
  | 'message'
  | 'country'
  | 'education_level'
  | 'field_of_study'
  | 'years_of_experience'
  | 'current_job_title'
  | 'interested_in'
  | 'career_path'
  | 'name_on_diploma'
  | 'company'
  | 'offer'
  | 'team_size'
  | 'budget'
  | 'topics';

const FORM_FIELDS: Record<FormMailField, string> = {
  name: 'Name',
  subject: 'Subject',
  message: 'Message',
  country: 'Country',
  education_level: 'Education',
  field_of_study: 'Field of study',
  years_of_experience: 'Years of experience',
  current_job_title: 'Current job title',
  interested_in: 'Interested in',
  career_path: 'Career path',
  name_on_diploma: 'Name on the diploma',
  company: 'Company',
  offer: 'Consulting offer',
  team_size: 'Team size',
  budget: 'Budget',
  topics: 'Topics',
};

const EDUCATION: Record<EducationLevel, string> = {
  high_school: 'High school',
  diploma: 'Diploma',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

const INTERESTS: Record<CifInterest, string> = {
  career_path: 'A career path',
  job_placement: 'Job placement',
  virtual_internship: 'A virtual internship',
  interview_preparation: 'Interview preparation',
  immigration_support: 'Immigration support',
  diploma: 'A diploma',
};

const BUDGETS: Record<ConsultingBudget, string> = {
  under_5k: 'Under $5,000',
  '5k_20k': '$5,000 to $20,000',
  '20k_50k': '$20,000 to $50,000',
  over_50k: 'Over $50,000',
};

const TOPICS: Record<TeamTopic, string> = {
  cloud_platforms: 'Cloud platforms (AWS, Azure, Google Cloud)',
  kubernetes_devops: 'Kubernetes and DevOps',
  security: 'Cybersecurity',
  ai: 'AI and machine learning',
  linux: 'Linux administration',
  python: 'Python programming',
  data_sql: 'Data and SQL',
  networking: 'Networking',
  skills_assessment: "Assessing the team's skills",
  hiring_graduates: 'Hiring our graduates',
};

const en = {
  unknown_career_path: () => 'is not a known career path',
  unknown_consulting_offer: () => 'is not a known consulting offer',
  thanks_contact_us: () => 'Thank you for reaching out. We reply within one business day.',
  thanks_cif: () => 'Your information form has been received. An advisor will contact you soon.',
  thanks_diploma_declaration: () => 'Your diploma declaration has been recorded.',
  thanks_consulting_inquiry: () => 'Thank you. A consultant will contact you within two business days.',
  thanks_team_inquiry: () => "Thank you. Our team will write to you within two business days to plan your team's training.",
  mail_form_subject_contact_us: () => 'Ilm Cloud: we received your message',
  mail_form_subject_cif: () => 'Ilm Cloud: we received your candidate information form',
  mail_form_subject_diploma_declaration: () => 'Ilm Cloud: we received your diploma declaration',
  mail_form_subject_consulting_inquiry: () => 'Ilm Cloud: we received your consulting inquiry',
  mail_form_subject_team_inquiry: () => 'Ilm Cloud: we received your team training inquiry',
  mail_form_intro: (p: { name: string }) => `Hello ${p.name},\n\nThank you for writing to Ilm Cloud. This is what we received:`,
  mail_form_next_heading: () => 'What happens next',
  mail_form_next_contact_us: () => 'Our team reads every message and replies to this address within one business day.',
  mail_form_next_cif: () =>
    'An advisor reviews your form and contacts you by e-mail or telephone to talk about your goals and the options that fit them. Immigration and visa decisions are made by the authorities of each country: we help you prepare, we cannot promise a visa.',
  mail_form_next_diploma_declaration: () =>
    'We check your declaration against the labs you have completed in this career path. Your diploma is issued once every lab of the path is completed; we write to you when it is issued, or if we need anything else from you.',
  mail_form_next_consulting_inquiry: () =>
    'A consultant reads your inquiry and writes to you within two business days to arrange a first call about scope, timing and price.',
  mail_form_next_team_inquiry: () =>
    "Someone from our team writes to you within two business days to learn about your team's goals and propose a plan of labs and paths, with its price.",
  mail_form_footer: () => 'If you did not send this form, you can ignore this mail.',
  mail_form_intro_unconfirmed: () =>
    'Hello,\n\nSomeone sent Ilm Cloud a form giving this address as theirs. We received it, and what they wrote stays with our team.',
  mail_form_field: (p: { field: FormMailField }) => FORM_FIELDS[p.field],
  mail_form_education_level: (p: { value: EducationLevel }) => EDUCATION[p.value],
  mail_form_interest: (p: { value: CifInterest }) => INTERESTS[p.value],
  mail_form_budget: (p: { value: ConsultingBudget }) => BUDGETS[p.value],
  mail_form_topic: (p: { value: TeamTopic }) => TOPICS[p.value],
  thanks_diploma_declaration_issued: () =>
    'Your diploma declaration has been recorded and your diploma has been issued. Find it in your dashboard, with its PDF and its verification page.',
};

const FORM_FIELDS_AR: Record<FormMailField, string> = {
  name: 'الاسم',
  subject: 'الموضوع',
  message: 'الرسالة',
  country: 'البلد',
  education_level: 'المستوى التعليمي',
  field_of_study: 'مجال الدراسة',
  years_of_experience: 'سنوات الخبرة',
  current_job_title: 'المسمّى الوظيفي الحالي',
  interested_in: 'الاهتمامات',
  career_path: 'المسار المهني',
  name_on_diploma: 'الاسم على الدبلوم',
  company: 'الشركة',
  offer: 'العرض الاستشاري',
  team_size: 'حجم الفريق',
  budget: 'الميزانية',
  topics: 'المواضيع',
};

const EDUCATION_AR: Record<EducationLevel, string> = {
  high_school: 'الثانوية العامة',
  diploma: 'دبلوم',
  bachelor: 'بكالوريوس',
  master: 'ماجستير',
  doctorate: 'دكتوراه',
};

const INTERESTS_AR: Record<CifInterest, string> = {
  career_path: 'مسار مهني',
  job_placement: 'المساعدة في الحصول على وظيفة',
  virtual_internship: 'تدريب عملي افتراضي',
  interview_preparation: 'التحضير للمقابلات',
  immigration_support: 'دعم الهجرة',
  diploma: 'دبلوم',
};

const BUDGETS_AR: Record<ConsultingBudget, string> = {
  under_5k: 'أقل من 5,000 دولار',
  '5k_20k': 'من 5,000 إلى 20,000 دولار',
  '20k_50k': 'من 20,000 إلى 50,000 دولار',
  over_50k: 'أكثر من 50,000 دولار',
};

const TOPICS_AR: Record<TeamTopic, string> = {
  cloud_platforms: 'المنصات السحابية (AWS وAzure وGoogle Cloud)',
  kubernetes_devops: 'Kubernetes وDevOps',
  security: 'الأمن السيبراني',
  ai: 'الذكاء الاصطناعي وتعلّم الآلة',
  linux: 'إدارة أنظمة Linux',
  python: 'البرمجة بلغة Python',
  data_sql: 'البيانات وSQL',
  networking: 'الشبكات',
  skills_assessment: 'تقييم مهارات الفريق',
  hiring_graduates: 'توظيف خرّيجينا',
};

const ar: typeof en = {
  unknown_career_path: () => 'ليس مسارًا مهنيًا معروفًا',
  unknown_consulting_offer: () => 'ليس عرضًا استشاريًا معروفًا',
  thanks_contact_us: () => 'شكرًا لتواصلك معنا. نردّ خلال يوم عمل واحد.',
  thanks_cif: () => 'تم استلام نموذج معلوماتك. سيتواصل معك أحد المستشارين قريبًا.',
  thanks_diploma_declaration: () => 'تم تسجيل إقرار الدبلوم الخاص بك.',
  thanks_consulting_inquiry: () => 'شكرًا لك. سيتواصل معك أحد المستشارين خلال يومَي عمل.',
  thanks_team_inquiry: () => 'شكرًا لك. سيكتب إليك فريقنا خلال يومَي عمل للتخطيط لتدريب فريقك.',
  mail_form_subject_contact_us: () => 'Ilm Cloud: تلقّينا رسالتك',
  mail_form_subject_cif: () => 'Ilm Cloud: تلقّينا نموذج معلومات المرشّح الخاص بك',
  mail_form_subject_diploma_declaration: () => 'Ilm Cloud: تلقّينا إقرار الدبلوم الخاص بك',
  mail_form_subject_consulting_inquiry: () => 'Ilm Cloud: تلقّينا استفسارك عن الاستشارات',
  mail_form_subject_team_inquiry: () => 'Ilm Cloud: تلقّينا استفسارك عن تدريب فريقك',
  mail_form_intro: (p) => `مرحبًا ${p.name}،\n\nشكرًا لتواصلك مع Ilm Cloud. هذا ما تلقّيناه منك:`,
  mail_form_next_heading: () => 'ما الذي سيحدث بعد ذلك',
  mail_form_next_contact_us: () => 'يقرأ فريقنا كل رسالة، وسنردّ عليك على هذا العنوان خلال يوم عمل واحد.',
  mail_form_next_cif: () =>
    'سيراجع أحد مستشارينا نموذجك ويتواصل معك عبر البريد الإلكتروني أو الهاتف للحديث عن أهدافك والخيارات التي تناسبها. قرارات الهجرة والتأشيرات تتخذها سلطات كل بلد: نساعدك على الاستعداد، ولا يمكننا أن نعِدك بتأشيرة.',
  mail_form_next_diploma_declaration: () =>
    'سنراجع إقرارك في ضوء المختبرات التي أكملتها في هذا المسار المهني. يصدر الدبلوم بعد إكمال جميع مختبرات المسار، وسنكتب إليك عند إصداره أو إذا احتجنا منك إلى أي شيء آخر.',
  mail_form_next_consulting_inquiry: () => 'سيقرأ أحد مستشارينا استفسارك ويكتب إليك خلال يومَي عمل لترتيب مكالمة أولى حول نطاق العمل وتوقيته وسعره.',
  mail_form_next_team_inquiry: () => 'سيكتب إليك أحد أعضاء فريقنا خلال يومَي عمل ليتعرّف على أهداف فريقك ويقترح خطة من المختبرات والمسارات مع سعرها.',
  mail_form_footer: () => 'إذا لم تُرسل هذا النموذج، فيمكنك تجاهل هذه الرسالة.',
  mail_form_intro_unconfirmed: () => 'مرحبًا،\n\nأرسل أحدهم إلى Ilm Cloud نموذجًا وذكر هذا العنوان عنوانًا له. تلقّيناه، ويبقى ما كتبه لدى فريقنا.',
  mail_form_field: (p) => FORM_FIELDS_AR[p.field],
  mail_form_education_level: (p) => EDUCATION_AR[p.value],
  mail_form_interest: (p) => INTERESTS_AR[p.value],
  mail_form_budget: (p) => BUDGETS_AR[p.value],
  mail_form_topic: (p) => TOPICS_AR[p.value],
  thanks_diploma_declaration_issued: () => 'سُجّل إقرار الدبلوم وصدرت شهادتك. تجدها في لوحة التحكم مع ملف PDF وصفحة التحقق منها.',
};

const FORM_FIELDS_UR: Record<FormMailField, string> = {
  name: 'نام',
  subject: 'موضوع',
  message: 'پیغام',
  country: 'ملک',
  education_level: 'تعلیمی سطح',
  field_of_study: 'تعلیم کا شعبہ',
  years_of_experience: 'تجربے کے سال',
  current_job_title: 'موجودہ عہدہ',
  interested_in: 'دلچسپیاں',
  career_path: 'کیریئر پاتھ',
  name_on_diploma: 'ڈپلومے پر نام',
  company: 'کمپنی',
  offer: 'کنسلٹنگ آفر',
  team_size: 'ٹیم کے افراد کی تعداد',
  budget: 'بجٹ',
  topics: 'موضوعات',
};

const EDUCATION_UR: Record<EducationLevel, string> = {
  high_school: 'ہائی اسکول',
  diploma: 'ڈپلومہ',
  bachelor: 'بیچلر کی ڈگری',
  master: 'ماسٹر کی ڈگری',
  doctorate: 'ڈاکٹریٹ',
};

const INTERESTS_UR: Record<CifInterest, string> = {
  career_path: 'کیریئر پاتھ',
  job_placement: 'ملازمت دلانے میں مدد',
  virtual_internship: 'ورچوئل انٹرن شپ',
  interview_preparation: 'انٹرویو کی تیاری',
  immigration_support: 'امیگریشن میں معاونت',
  diploma: 'ڈپلومہ',
};

const BUDGETS_UR: Record<ConsultingBudget, string> = {
  under_5k: '5,000 ڈالر سے کم',
  '5k_20k': '5,000 سے 20,000 ڈالر',
  '20k_50k': '20,000 سے 50,000 ڈالر',
  over_50k: '50,000 ڈالر سے زیادہ',
};

const TOPICS_UR: Record<TeamTopic, string> = {
  cloud_platforms: 'کلاؤڈ پلیٹ فارمز (AWS، Azure، Google Cloud)',
  kubernetes_devops: 'Kubernetes اور DevOps',
  security: 'سائبر سکیورٹی',
  ai: 'مصنوعی ذہانت اور مشین لرننگ',
  linux: 'Linux ایڈمنسٹریشن',
  python: 'Python پروگرامنگ',
  data_sql: 'ڈیٹا اور SQL',
  networking: 'نیٹ ورکنگ',
  skills_assessment: 'ٹیم کی مہارتوں کا جائزہ',
  hiring_graduates: 'ہمارے تربیت یافتہ افراد کی بھرتی',
};

const ur: typeof en = {
  unknown_career_path: () => 'کوئی معلوم کیریئر پاتھ نہیں ہے',
  unknown_consulting_offer: () => 'کوئی معلوم کنسلٹنگ آفر نہیں ہے',
  thanks_contact_us: () => 'رابطہ کرنے کا شکریہ۔ ہم ایک کاروباری دن کے اندر جواب دیتے ہیں۔',
  thanks_cif: () => 'آپ کا معلوماتی فارم موصول ہو گیا ہے۔ ایک مشیر جلد آپ سے رابطہ کرے گا۔',
  thanks_diploma_declaration: () => 'آپ کا ڈپلوما اقرار نامہ درج کر لیا گیا ہے۔',
  thanks_consulting_inquiry: () => 'شکریہ۔ ایک کنسلٹنٹ دو کاروباری دنوں کے اندر آپ سے رابطہ کرے گا۔',
  thanks_team_inquiry: () => 'شکریہ۔ ہماری ٹیم دو کاروباری دنوں کے اندر آپ کی ٹیم کی تربیت کی منصوبہ بندی کے لیے آپ کو ای میل کرے گی۔',
  mail_form_subject_contact_us: () => 'Ilm Cloud: ہمیں آپ کا پیغام مل گیا ہے',
  mail_form_subject_cif: () => 'Ilm Cloud: ہمیں آپ کا امیدوار کی معلومات کا فارم مل گیا ہے',
  mail_form_subject_diploma_declaration: () => 'Ilm Cloud: ہمیں آپ کا ڈپلومہ اقرار نامہ مل گیا ہے',
  mail_form_subject_consulting_inquiry: () => 'Ilm Cloud: ہمیں کنسلٹنگ کے بارے میں آپ کی درخواست مل گئی ہے',
  mail_form_subject_team_inquiry: () => 'Ilm Cloud: ہمیں آپ کی ٹیم کی تربیت کے بارے میں درخواست مل گئی ہے',
  mail_form_intro: (p) => `السلام علیکم ${p.name}،\n\nIlm Cloud سے رابطہ کرنے کا شکریہ۔ ہمیں آپ کی طرف سے یہ موصول ہوا ہے:`,
  mail_form_next_heading: () => 'آگے کیا ہوگا',
  mail_form_next_contact_us: () => 'ہماری ٹیم ہر پیغام پڑھتی ہے اور ایک کاروباری دن کے اندر اسی ای میل ایڈریس پر آپ کو جواب دے گی۔',
  mail_form_next_cif: () =>
    'ہمارا ایک مشیر آپ کا فارم دیکھے گا اور آپ کے مقاصد اور ان کے لیے موزوں راستوں پر بات کرنے کے لیے ای میل یا فون پر آپ سے رابطہ کرے گا۔ امیگریشن اور ویزا کے فیصلے ہر ملک کے متعلقہ حکام کرتے ہیں: ہم تیاری میں آپ کی مدد کرتے ہیں، ویزا کا وعدہ نہیں کر سکتے۔',
  mail_form_next_diploma_declaration: () =>
    'ہم آپ کے اقرار نامے کو اس کیریئر پاتھ کی ان لیبز کے ساتھ ملا کر دیکھیں گے جو آپ مکمل کر چکے ہیں۔ پاتھ کی تمام لیبز مکمل ہونے پر ڈپلومہ جاری کیا جاتا ہے؛ جاری ہونے پر، یا اگر ہمیں آپ سے کچھ اور درکار ہو، تو ہم آپ کو ای میل کریں گے۔',
  mail_form_next_consulting_inquiry: () =>
    'ہمارا ایک کنسلٹنٹ آپ کی درخواست پڑھ کر دو کاروباری دنوں کے اندر آپ کو ای میل کرے گا تاکہ کام کے دائرے، وقت اور قیمت پر پہلی کال طے کی جا سکے۔',
  mail_form_next_team_inquiry: () =>
    'ہماری ٹیم کا ایک رکن دو کاروباری دنوں کے اندر آپ کو ای میل کرے گا تاکہ آپ کی ٹیم کے مقاصد جان کر لیبز اور پاتھس کا ایک منصوبہ اس کی قیمت کے ساتھ تجویز کرے۔',
  mail_form_footer: () => 'اگر یہ فارم آپ نے نہیں بھیجا تو اس ای میل کو نظر انداز کر دیں۔',
  mail_form_intro_unconfirmed: () =>
    'السلام علیکم،\n\nکسی نے Ilm Cloud کو ایک فارم بھیجا اور یہ پتہ اپنا بتایا۔ ہمیں یہ موصول ہو گیا ہے، اور جو کچھ لکھا گیا وہ ہماری ٹیم کے پاس رہتا ہے۔',
  mail_form_field: (p) => FORM_FIELDS_UR[p.field],
  mail_form_education_level: (p) => EDUCATION_UR[p.value],
  mail_form_interest: (p) => INTERESTS_UR[p.value],
  mail_form_budget: (p) => BUDGETS_UR[p.value],
  mail_form_topic: (p) => TOPICS_UR[p.value],
  thanks_diploma_declaration_issued: () =>
    'آپ کا ڈپلومہ اقرار نامہ محفوظ ہو گیا اور آپ کا ڈپلومہ جاری کر دیا گیا ہے۔ یہ اپنی PDF اور تصدیقی صفحے کے ساتھ آپ کے ڈیش بورڈ میں موجود ہے۔',
};

/** The public forms and their confirmation mails: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
