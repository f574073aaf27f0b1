import type { CifInterest, ConsultingBudget, EducationLevel, TeamTopic } from '@ilm/contract';
import type { Catalogue, FormMailField } from './messages.en';

/** The failed checks still needed, the noun agreeing with the number as Arabic wants (one, two, 3–10, 11 and more). */
function failedChecksAr(count: number): string {
  if (count === 1) return 'محاولة تحقق أخرى لا تنجح';
  if (count === 2) return 'محاولتي تحقق أخريين لا تنجحان';
  if (count <= 10) return `${count} محاولات تحقق أخرى لا تنجح`;
  return `${count} محاولة تحقق أخرى لا تنجح`;
}

const TYPES: Record<string, string> = {
  string: 'نصًا', number: 'رقمًا', integer: 'عددًا صحيحًا', boolean: 'قيمة منطقية (true أو false)',
  object: 'كائن JSON', array: 'قائمة', null: 'null',
};

const FORM_FIELDS: Record<FormMailField, string> = {
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

const EDUCATION: Record<EducationLevel, string> = {
  high_school: 'الثانوية العامة',
  diploma: 'دبلوم',
  bachelor: 'بكالوريوس',
  master: 'ماجستير',
  doctorate: 'دكتوراه',
};

const INTERESTS: Record<CifInterest, string> = {
  career_path: 'مسار مهني',
  job_placement: 'المساعدة في الحصول على وظيفة',
  virtual_internship: 'تدريب عملي افتراضي',
  interview_preparation: 'التحضير للمقابلات',
  immigration_support: 'دعم الهجرة',
  diploma: 'دبلوم',
};

const BUDGETS: Record<ConsultingBudget, string> = {
  under_5k: 'أقل من 5,000 دولار',
  '5k_20k': 'من 5,000 إلى 20,000 دولار',
  '20k_50k': 'من 20,000 إلى 50,000 دولار',
  over_50k: 'أكثر من 50,000 دولار',
};

const TOPICS: Record<TeamTopic, string> = {
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

/** Modern Standard Arabic. Field names, codes and technical names stay in Latin script. */
export const ar: Catalogue = {
  email_taken: () => 'يوجد حساب مسجَّل بهذا البريد الإلكتروني بالفعل.',
  invalid_credentials: () => 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  invalid_reset_token: () => 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه.',
  invalid_sso_code: () => 'رابط تسجيل الدخول هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه. يُرجى تسجيل الدخول من جديد.',
  not_authenticated: () => 'سجِّل الدخول أولًا: يحتاج ترويسة Authorization إلى رمز وصول من نوع Bearer.',
  authorization_malformed: () => 'يجب أن تكون ترويسة Authorization بالشكل "Bearer <access_token>".',
  session_no_longer_valid: () => 'لم تعد هذه الجلسة صالحة. يُرجى تسجيل الدخول من جديد.',
  session_signed_out: () => 'تم تسجيل الخروج من هذه الجلسة.',
  refresh_token_reused: () => 'سبق استخدام رمز التحديث هذا؛ وقد أُنهيت الجلسة.',
  refresh_token_invalid: () => 'رمز التحديث غير صالح.',
  refresh_token_expired: () => 'انتهت صلاحية رمز التحديث. يُرجى تسجيل الدخول من جديد.',
  access_token_expired: () => 'انتهت صلاحية رمز الوصول.',
  access_token_invalid: () => 'رمز الوصول غير صالح.',
  rate_limited: (p) => `محاولات كثيرة جدًا. يُرجى الانتظار ${p.seconds} ثانية ثم المحاولة مرة أخرى.`,
  signed_out: () => 'تم تسجيل الخروج.',
  reset_sent: () => 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
  password_changed: () => 'تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
  invalid_confirmation_token: () => 'رابط التأكيد هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه.',
  email_confirmed: () => 'تم تأكيد عنوان بريدك الإلكتروني.',
  email_confirmed_bonus: (p) => `تم تأكيد عنوان بريدك الإلكتروني، وأُضيف إلى رصيدك ${p.tokens} من رموز المختبرات.`,
  email_already_confirmed: () => 'عنوان بريدك الإلكتروني مؤكَّد من قبل.',
  confirmation_sent: () => 'أرسلنا رابط تأكيد جديدًا إلى عنوان بريدك الإلكتروني.',
  password_too_short: (p) => `يجب ألا تقل عن ${p.min} أحرف`,
  password_too_long: (p) => `يجب ألا تزيد على ${p.max} حرفًا`,
  password_contains_email: () => 'يجب ألا تكون عنوان بريدك الإلكتروني أو تتضمنه',
  password_too_guessable: () =>
    'سهلة التخمين: تجنَّب كلمات المرور الشائعة والأسماء والأنماط مثل 1234 أو qwerty (بضع كلمات لا رابط بينها تصنع كلمة مرور قوية)',

  lab_not_found: (p) => `لم يُعثر على المختبر "${p.slug}".`,
  career_path_not_found: (p) => `لم يُعثر على المسار المهني "${p.slug}".`,
  learning_path_not_found: (p) => `لم يُعثر على المسار التعليمي "${p.slug}".`,
  consulting_offer_not_found: (p) => `لم يُعثر على العرض الاستشاري "${p.slug}".`,
  plan_not_found: (p) => `لا توجد خطة باسم "${p.slug}".`,
  token_pack_not_found: (p) => `لا توجد باقة رموز باسم "${p.slug}".`,
  order_not_found: () => 'لم يُعثر على الطلب.',
  instance_not_found: () => 'لم يُعثر على بيئة المختبر.',
  order_already_paid: () => 'هذا الطلب مدفوع بالفعل.',
  payment_in_progress: () => 'هناك عملية دفع جارية لهذا الطلب بالفعل.',
  payment_unreachable: () => 'تعذّر الاتصال بمزوّد الدفع. حاول مرة أخرى.',
  payment_interrupted: () => 'توقفت عملية الدفع قبل خصم المبلغ من البطاقة. يُرجى الدفع مرة أخرى.',
  payment_not_confirmed: () => 'تعذّر التأكد من عملية الدفع لدى مزوّد الدفع. الدفع مرة أخرى لا يخصم المبلغ من البطاقة مرتين أبدًا.',
  payment_unconfirmed: () =>
    'لم يؤكد مزوّد الدفع هذه العملية بعد، ويجري التحقق منها: راجع طلبك مرة أخرى بعد بضع دقائق. لن يُخصم المبلغ من بطاقتك مرتين أبدًا.',
  too_many_pending_orders: (p) => `لديك بالفعل ${p.max} من الطلبات غير المدفوعة. ادفع أحدها أو حاول مرة أخرى لاحقًا.`,
  card_declined: () => 'تم رفض بطاقتك.',
  insufficient_funds: () => 'رصيد بطاقتك غير كافٍ.',
  expired_card: () => 'انتهت صلاحية بطاقتك.',
  incorrect_cvc: () => 'رمز الأمان لبطاقتك غير صحيح.',
  processing_error: () => 'حدث خطأ أثناء معالجة بطاقتك. حاول مرة أخرى.',
  insufficient_tokens_launch: (p) =>
    `تكلفة هذا المختبر ${p.cost} رموز ورصيدك ${p.balance}. اشترِ باقة رموز أو رقِّ خطتك.`,
  insufficient_tokens_extend: (p) => `تكلفة التمديد ${p.cost} رموز ورصيدك ${p.balance}.`,
  instance_not_running: () => 'هذا المختبر لم يعد يعمل: شغّله من جديد لتتابع.',
  instance_not_running_extend: () => 'لا يمكن تمديد إلا بيئة قيد التشغيل.',
  instance_rebuilding: () => 'تجري إعادة ضبط هذا المختبر: حاول مجددًا بعد ثوانٍ.',
  max_extensions_reached: (p) => `مُدِّدت هذه البيئة ${p.max} مرات بالفعل، وهو الحد الأقصى.`,
  instance_not_active: () => 'انتهت هذه البيئة بالفعل.',
  lab_needs_environment: (p) => `يحتاج هذا المختبر إلى اتصال بـ ${p.environment}، ولا يتوفر هذا الاتصال في المنصة بعد. لم تُخصم أي رموز.`,
  lab_no_capacity: () => 'لا يوجد متسع لبيئة مختبر أخرى الآن. لم تُخصم أي رموز؛ حاول مرة أخرى بعد بضع دقائق.',
  lab_learner_limit: (p) => `لديك بالفعل ${p.max} مختبرات قيد التشغيل أو البدء، وهو الحد الأقصى في وقت واحد. أوقف أحدها لتشغيل آخر.`,
  provision_failed: () => 'تعذّر بدء بيئة المختبر. أُعيدت رموزك؛ حاول مرة أخرى.',
  step_not_found: (p) => `لا توجد في هذا المختبر خطوة رقم ${p.index}.`,
  step_not_checked: () => 'لا يوجد تحقق لهذه الخطوة: اقرأها وتابع.',
  step_no_solution: () => 'لا يوجد حل لعرضه لهذه الخطوة.',
  // التلميحات والحلول داخل مختبر قيد التشغيل (docs/rules/lab-format.md#hints)
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

  unknown_career_path: () => 'ليس مسارًا مهنيًا معروفًا',
  unknown_consulting_offer: () => 'ليس عرضًا استشاريًا معروفًا',
  card_number_digits: () => 'يجب أن يكون رقم بطاقة من 12 إلى 19 خانة',
  card_number_luhn: () => 'ليس رقم بطاقة صالحًا (تحقّق من الأرقام)',
  card_expired: () => 'انتهت صلاحية البطاقة',
  cvc_front: () => 'يجب أن يكون الأرقام الأربعة على وجه البطاقة',
  cvc_back: () => 'يجب أن يكون الأرقام الثلاثة على ظهر البطاقة',

  v_required: () => 'حقل مطلوب',
  v_email: () => 'يجب أن يكون عنوان بريد إلكتروني صالحًا',
  v_uuid: () => 'يجب أن يكون معرّفًا صالحًا',
  v_uri: () => 'يجب أن يكون رابط URL صالحًا',
  v_date: () => 'يجب أن يكون تاريخًا مثل 2024-05-31',
  v_format: (p) => `يجب أن يكون بتنسيق ${p.format} صالح`,
  v_telephone: () => 'يجب أن يكون رقم هاتف بالتنسيق الدولي E.164، مثل +14155550100',
  v_country: () => 'يجب أن يكون رمز دولة ISO من حرفين، مثل US',
  v_currency: () => 'يجب أن يكون رمز عملة ISO من ثلاثة أحرف، مثل EUR',
  v_card_number: () => 'يجب أن يكون رقم بطاقة من 12 إلى 19 خانة',
  v_cvc: () => 'يجب أن يتكون من 3 أو 4 أرقام',
  v_not_blank: () => 'لا يجوز أن يكون فارغًا',
  v_pattern: () => 'تنسيقه غير صالح',
  v_not_empty: () => 'لا يجوز أن يكون فارغًا',
  v_min_length: (p) => `يجب ألا يقل عن ${p.limit} أحرف`,
  v_max_length: (p) => `يجب ألا يزيد على ${p.limit} حرفًا`,
  v_one_of: (p) => `يجب أن يكون إحدى القيم: ${p.values}`,
  v_equal: (p) => `يجب أن يساوي ${p.value}`,
  v_minimum: (p) => `يجب أن يكون أكبر من ${p.limit} أو مساويًا له`,
  v_maximum: (p) => `يجب أن يكون أصغر من ${p.limit} أو مساويًا له`,
  v_type: (p) => `يجب أن يكون ${TYPES[p.type] ?? p.type}`,
  v_min_properties: () => 'يجب أن يحتوي على حقل واحد على الأقل',
  v_unknown_field: () => 'ليس حقلًا يقبله هذا الطلب',
  v_control_character: () => 'يجب ألا يحتوي على محارف تحكّم',
  v_invalid_unicode: () => 'يجب أن يكون نصًّا صالحًا بترميز يونيكود',
  v_too_deep: (p) => `يجب ألا يتجاوز تداخله ${p.limit} مستوى`,
  v_invalid: () => 'قيمة غير صالحة',

  route_not_found: (p) => `المسار ${p.method} ${p.path} غير موجود`,
  invalid_json: () => 'نص الطلب ليس JSON صالحًا.',
  unsupported_media_type: () => 'نوع المحتوى هذا غير مدعوم: أرسل JSON.',
  body_too_large: () => 'نص الطلب كبير جدًا.',
  bad_request: () => 'تعذّر فهم الطلب.',
  client_error: () => 'تعذّرت معالجة الطلب.',
  internal_error: () => 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',

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
  mail_form_next_consulting_inquiry: () =>
    'سيقرأ أحد مستشارينا استفسارك ويكتب إليك خلال يومَي عمل لترتيب مكالمة أولى حول نطاق العمل وتوقيته وسعره.',
  mail_form_next_team_inquiry: () =>
    'سيكتب إليك أحد أعضاء فريقنا خلال يومَي عمل ليتعرّف على أهداف فريقك ويقترح خطة من المختبرات والمسارات مع سعرها.',
  mail_form_footer: () => 'إذا لم تُرسل هذا النموذج، فيمكنك تجاهل هذه الرسالة.',
  mail_form_intro_unconfirmed: () => 'مرحبًا،\n\nأرسل أحدهم إلى Ilm Cloud نموذجًا وذكر هذا العنوان عنوانًا له. تلقّيناه، ويبقى ما كتبه لدى فريقنا.',
  mail_form_field: (p) => FORM_FIELDS[p.field],
  mail_form_education_level: (p) => EDUCATION[p.value],
  mail_form_interest: (p) => INTERESTS[p.value],
  mail_form_budget: (p) => BUDGETS[p.value],
  mail_form_topic: (p) => TOPICS[p.value],

  order_item_plan: (p: { name: string }) => `الخطة ${p.name}`,
  order_item_career_path: (p: { name: string }) => `المسار المهني: ${p.name}`,
  mail_reset_subject: () => 'إعادة تعيين كلمة مرور Ilm Cloud',
  mail_reset_body: (p) =>
    `مرحبًا ${p.name}،\n\nافتح هذا الرابط لاختيار كلمة مرور جديدة (صالح لمدة ${p.minutes} دقيقة):\n${p.link}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
  mail_confirm_subject: () => 'أكِّد عنوان بريدك الإلكتروني في Ilm Cloud',
  mail_confirm_body: (p) =>
    `مرحبًا ${p.name}،\n\nأهلًا بك في Ilm Cloud. افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني (صالح لمدة ${p.days} أيام):\n${p.link}\n\nإذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.`,
  mail_confirm_body_bonus: (p) =>
    `مرحبًا ${p.name}،\n\nأهلًا بك في Ilm Cloud. افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني والحصول على ${p.tokens} من رموز المختبرات مجانًا (صالح لمدة ${p.days} أيام):\n${p.link}\n\nإذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.`,
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
  interview_not_found: () => 'لم نعثر على هذه المقابلة التجريبية.',
  interview_no_bank: () => 'لا توجد لهذا المسار المهني أسئلة مقابلة تجريبية بعد',
  interview_completed: () => 'اكتملت هذه المقابلة التجريبية. ابدأ مقابلة جديدة لتتدرّب من جديد.',
  interview_answer_taken: () => 'أُجيب عن هذا السؤال قبل لحظات، ربما في علامة تبويب أخرى. أعد تحميل المقابلة لترى السؤال التالي.',
  interview_rate_limited_seconds: (p) => `أرسلت إجابات كثيرة في المقابلة خلال وقت قصير. يُرجى الانتظار ${countAr(p.seconds, SECONDS_AR)} ثم الإجابة من جديد.`,
  interview_rate_limited_minutes: (p) => `أرسلت إجابات كثيرة في المقابلة خلال وقت قصير. يُرجى الانتظار ${countAr(p.minutes, MINUTES_AR)} ثم الإجابة من جديد.`,
  // Virtual internships (api/src/modules/internships)
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
  // Immigration support (api/src/modules/immigration)
  immigration_case_not_found: () => 'لم يُعثر على ملف الهجرة.',
  immigration_case_closed: () => 'هذا الملف مغلق. أرسل نموذج معلومات المرشح مرة أخرى لفتح ملف جديد.',
  immigration_upload_not_yours: () => 'ليس مستندًا رفعته أنت',
  immigration_upload_wrong_purpose: () => 'لم يُرفع بوصفه مستندًا للهجرة',
  immigration_document_attached: () => 'هذا المستند مرفق بالملف بالفعل.',
  immigration_too_many_documents: (p) => `يتّسع الملف لـ ${p.max} مستندًا على الأكثر. احذف مستندًا قبل إضافة آخر.`,
  immigration_document_not_found: () => 'هذا المستند غير مرفق بالملف.',
  immigration_consultation_open: () =>
    'لديك بالفعل طلب استشارة مفتوح في هذا الملف. سيكتب إليك أحد المستشارين، ويمكنك طلب استشارة أخرى بعد انعقادها.',
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
  mail_immigration_disclaimer: () =>
    'قرارات الهجرة والتأشيرات تتخذها سلطات كل بلد: نحن نساعدك على الاستعداد، ولا يمكننا أن نعد بأي نتيجة.',
  // Uploads (api/src/modules/uploads)
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
  // Career profile and job placement (api/src/modules/jobs)
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
  mail_job_status_body: (p) =>
    `مرحبًا ${p.name}،\n\nأصبحت حالة طلبك لوظيفة "${p.title}" لدى ${p.employer}: ${p.status}.\n\nتابعه من لوحة التحكم:\n${p.link}`,
  mail_job_status_note: (p) => `ملاحظة من فريق التوظيف:\n${p.note}`,
  // الشهادات (api/src/modules/diplomas)
  diploma_not_found: () => 'لا توجد شهادة دبلوم بهذا المعرّف.',
  diploma_path_not_completed: (p) => `أكمل كل مختبرات هذا المسار المهني قبل إصدار شهادة الدبلوم. ما زال عليك إكمال: ${p.labs}.`,
  diploma_declaration_missing: () =>
    'أرسل أولًا إقرار الدبلوم لهذا المسار المهني وأنت مسجّل الدخول: فيه الاسم الذي يُطبع على شهادتك وتأكيدك أن العمل من إنجازك.',
  diploma_already_issued: () => 'صدرت شهادة الدبلوم لهذا المسار المهني من قبل. تجدها في لوحة التحكم.',
  diploma_name_not_printable: () => 'يجب أن يُكتب بحروف لاتينية أو عربية أو أردية، كما في جواز سفرك',
  diploma_already_revoked: () => 'أُلغيت شهادة الدبلوم هذه من قبل.',
  thanks_diploma_declaration_issued: () =>
    'سُجّل إقرار الدبلوم وصدرت شهادتك. تجدها في لوحة التحكم مع ملف PDF وصفحة التحقق منها.',
  diploma_pdf_heading: () => 'شهادة دبلوم',
  diploma_pdf_certifies: () => 'نشهد بأنّ',
  diploma_pdf_completed: () => 'أكمل كل مختبرات المسار المهني',
  diploma_pdf_issued: (p) => `صدرت في ${p.date} عن Ilm Cloud`,
  diploma_pdf_id: (p) => `رقم الشهادة: ${p.id}`,
  diploma_pdf_verify: () => 'تحقّق من صحة هذه الشهادة ومن أنها غير ملغاة على العنوان:',
  diploma_pdf_revoked: () => 'أُلغيت هذه الشهادة.',
};

/** A count with its noun as Arabic wants it: one and two said by the noun, 3–10 with the plural, 11 and more with the singular. */
function countAr(count: number, forms: { one: string; two: string; few: string; many: string }): string {
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const lastTwo = count % 100;
  return `${count} ${lastTwo >= 3 && lastTwo <= 10 ? forms.few : forms.many}`;
}
const QUESTIONS_AR = { one: 'سؤالًا واحدًا', two: 'سؤالين', few: 'أسئلة', many: 'سؤالًا' };
const HOURS_AR = { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' };
const SECONDS_AR = { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية' };
const MINUTES_AR = { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' };
