import { defineMessages } from '../../i18n/messages';

const en = {
  email_taken: () => 'An account with this email already exists.',
  invalid_credentials: () => 'Email or password is incorrect.',
  invalid_reset_token: () => 'this reset link is invalid, expired or already used.',
  authorization_malformed: () => 'The Authorization header must be "Bearer <access_token>".',
  session_no_longer_valid: () => 'This session is no longer valid. Please sign in again.',
  session_signed_out: () => 'This session has been signed out.',
  refresh_token_reused: () => 'This refresh token was already used; the session has been signed out.',
  refresh_token_invalid: () => 'Refresh token is not valid.',
  refresh_token_expired: () => 'Refresh token expired. Please sign in again.',
  access_token_expired: () => 'Access token expired.',
  access_token_invalid: () => 'Not a valid access token.',
  signed_out: () => 'Signed out.',
  reset_sent: () => 'If an account exists for that email, we have sent a link to reset its password.',
  password_changed: () => 'Your password has been changed. Please sign in with the new one.',
  invalid_confirmation_token: () => 'this confirmation link is invalid, expired or already used.',
  email_confirmed: () => 'Your e-mail address is confirmed.',
  email_confirmed_bonus: (p: { tokens: number }) => `Your e-mail address is confirmed: ${p.tokens} lab tokens were added to your balance.`,
  email_already_confirmed: () => 'Your e-mail address is already confirmed.',
  confirmation_sent: () => 'We have sent a new confirmation link to your e-mail address.',
  password_too_short: (p: { min: number }) => `must be at least ${p.min} characters`,
  password_too_long: (p: { max: number }) => `must be at most ${p.max} characters`,
  password_contains_email: () => 'must not be or contain your e-mail address',
  password_too_guessable: () =>
    'is too easy to guess: avoid common passwords, names and patterns such as 1234 or qwerty (a few unrelated words make a strong password)',
  mail_reset_subject: () => 'Reset your Ilm Cloud password',
  mail_reset_body: (p: { name: string; minutes: number; link: string }) =>
    `Hello ${p.name},\n\nOpen this link to choose a new password (valid for ${p.minutes} minutes):\n${p.link}\n\nIf you did not ask for it, ignore this mail.`,
  mail_confirm_subject: () => 'Confirm your Ilm Cloud e-mail address',
  mail_confirm_body: (p: { name: string; link: string; days: number }) =>
    `Hello ${p.name},\n\nWelcome to Ilm Cloud. Open this link to confirm your e-mail address (valid for ${p.days} days):\n${p.link}\n\nIf you did not create an account, ignore this mail.`,
  mail_confirm_body_bonus: (p: { name: string; link: string; days: number; tokens: number }) =>
    `Hello ${p.name},\n\nWelcome to Ilm Cloud. Open this link to confirm your e-mail address and receive your ${p.tokens} free lab tokens (valid for ${p.days} days):\n${p.link}\n\nIf you did not create an account, ignore this mail.`,
};

const ar: typeof en = {
  email_taken: () => 'يوجد حساب مسجَّل بهذا البريد الإلكتروني بالفعل.',
  invalid_credentials: () => 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  invalid_reset_token: () => 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه.',
  authorization_malformed: () => 'يجب أن تكون ترويسة Authorization بالشكل "Bearer <access_token>".',
  session_no_longer_valid: () => 'لم تعد هذه الجلسة صالحة. يُرجى تسجيل الدخول من جديد.',
  session_signed_out: () => 'تم تسجيل الخروج من هذه الجلسة.',
  refresh_token_reused: () => 'سبق استخدام رمز التحديث هذا؛ وقد أُنهيت الجلسة.',
  refresh_token_invalid: () => 'رمز التحديث غير صالح.',
  refresh_token_expired: () => 'انتهت صلاحية رمز التحديث. يُرجى تسجيل الدخول من جديد.',
  access_token_expired: () => 'انتهت صلاحية رمز الوصول.',
  access_token_invalid: () => 'رمز الوصول غير صالح.',
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
  password_too_guessable: () => 'سهلة التخمين: تجنَّب كلمات المرور الشائعة والأسماء والأنماط مثل 1234 أو qwerty (بضع كلمات لا رابط بينها تصنع كلمة مرور قوية)',
  mail_reset_subject: () => 'إعادة تعيين كلمة مرور Ilm Cloud',
  mail_reset_body: (p) =>
    `مرحبًا ${p.name}،\n\nافتح هذا الرابط لاختيار كلمة مرور جديدة (صالح لمدة ${p.minutes} دقيقة):\n${p.link}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
  mail_confirm_subject: () => 'أكِّد عنوان بريدك الإلكتروني في Ilm Cloud',
  mail_confirm_body: (p) =>
    `مرحبًا ${p.name}،\n\nأهلًا بك في Ilm Cloud. افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني (صالح لمدة ${p.days} أيام):\n${p.link}\n\nإذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.`,
  mail_confirm_body_bonus: (p) =>
    `مرحبًا ${p.name}،\n\nأهلًا بك في Ilm Cloud. افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني والحصول على ${p.tokens} من رموز المختبرات مجانًا (صالح لمدة ${p.days} أيام):\n${p.link}\n\nإذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.`,
};

const ur: typeof en = {
  email_taken: () => 'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے۔',
  invalid_credentials: () => 'ای میل یا پاس ورڈ درست نہیں ہے۔',
  invalid_reset_token: () => 'یہ ری سیٹ لنک غلط ہے، اس کی میعاد ختم ہو چکی ہے یا یہ پہلے استعمال ہو چکا ہے۔',
  authorization_malformed: () => 'Authorization ہیڈر "Bearer <access_token>" کی شکل میں ہونا چاہیے۔',
  session_no_longer_valid: () => 'یہ سیشن اب درست نہیں رہا۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  session_signed_out: () => 'اس سیشن سے سائن آؤٹ کر دیا گیا ہے۔',
  refresh_token_reused: () => 'یہ ریفریش ٹوکن پہلے استعمال ہو چکا ہے؛ سیشن سے سائن آؤٹ کر دیا گیا ہے۔',
  refresh_token_invalid: () => 'ریفریش ٹوکن درست نہیں ہے۔',
  refresh_token_expired: () => 'ریفریش ٹوکن کی میعاد ختم ہو گئی ہے۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  access_token_expired: () => 'ایکسیس ٹوکن کی میعاد ختم ہو گئی ہے۔',
  access_token_invalid: () => 'یہ درست ایکسیس ٹوکن نہیں ہے۔',
  signed_out: () => 'سائن آؤٹ ہو گیا۔',
  reset_sent: () => 'اگر اس ای میل سے کوئی اکاؤنٹ موجود ہے تو ہم نے اس کا پاس ورڈ ری سیٹ کرنے کا لنک بھیج دیا ہے۔',
  password_changed: () => 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ براہِ کرم نئے پاس ورڈ سے سائن اِن کریں۔',
  invalid_confirmation_token: () => 'یہ تصدیقی لنک غلط ہے، اس کی میعاد ختم ہو چکی ہے یا یہ پہلے استعمال ہو چکا ہے۔',
  email_confirmed: () => 'آپ کے ای میل ایڈریس کی تصدیق ہو گئی ہے۔',
  email_confirmed_bonus: (p) => `آپ کے ای میل ایڈریس کی تصدیق ہو گئی ہے: آپ کے بیلنس میں ${p.tokens} لیب ٹوکن شامل کر دیے گئے ہیں۔`,
  email_already_confirmed: () => 'آپ کے ای میل ایڈریس کی تصدیق پہلے ہی ہو چکی ہے۔',
  confirmation_sent: () => 'ہم نے آپ کے ای میل ایڈریس پر تصدیق کا نیا لنک بھیج دیا ہے۔',
  password_too_short: (p) => `کم از کم ${p.min} حروف کا ہونا چاہیے`,
  password_too_long: (p) => `زیادہ سے زیادہ ${p.max} حروف کا ہونا چاہیے`,
  password_contains_email: () => 'آپ کا ای میل ایڈریس نہیں ہونا چاہیے اور نہ ہی اس میں شامل ہونا چاہیے',
  password_too_guessable: () =>
    'کا اندازہ لگانا بہت آسان ہے: عام پاس ورڈ، نام اور 1234 یا qwerty جیسے پیٹرن استعمال نہ کریں (چند غیر متعلق الفاظ مل کر مضبوط پاس ورڈ بناتے ہیں)',
  mail_reset_subject: () => 'اپنا Ilm Cloud پاس ورڈ ری سیٹ کریں',
  mail_reset_body: (p) =>
    `السلام علیکم ${p.name}،\n\nنیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں (${p.minutes} منٹ تک کارآمد):\n${p.link}\n\nاگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں۔`,
  mail_confirm_subject: () => 'اپنے Ilm Cloud ای میل ایڈریس کی تصدیق کریں',
  mail_confirm_body: (p) =>
    `السلام علیکم ${p.name}،\n\nIlm Cloud میں خوش آمدید۔ اپنے ای میل ایڈریس کی تصدیق کے لیے یہ لنک کھولیں (${p.days} دن تک کارآمد):\n${p.link}\n\nاگر آپ نے اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کر دیں۔`,
  mail_confirm_body_bonus: (p) =>
    `السلام علیکم ${p.name}،\n\nIlm Cloud میں خوش آمدید۔ اپنے ای میل ایڈریس کی تصدیق کریں اور اپنے ${p.tokens} مفت لیب ٹوکن حاصل کرنے کے لیے یہ لنک کھولیں (${p.days} دن تک کارآمد):\n${p.link}\n\nاگر آپ نے اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کر دیں۔`,
};

/** Accounts and sessions: the module's sentences in English, Arabic and Urdu, and the shared ones (src/i18n/shared.messages.ts). */
export const { text, say } = defineMessages({ en, ar, ur });
