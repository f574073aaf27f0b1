import type { CareerPathWords, LearningPathWords, Translations } from '../../db/schema/catalog';

/** Career paths in Arabic and Urdu, by slug. */
export const careerPathTranslations: Record<string, Translations<CareerPathWords>> = {
  'cloud-engineer': {
    ar: {
      title: 'مهندس سحابة',
      summary: 'من أول جهاز افتراضي تنشئه إلى بنية متعددة الطبقات جاهزة للإنتاج على AWS وAzure.',
      description: 'تعلّم الحوسبة والتخزين والشبكات والهوية على أكبر منصتين سحابيتين، مع مختبر لكل موضوع ومشروع تخرّج يراجعه مرشد.',
      outcomes: ['تصميم تطبيقات متعددة الطبقات ونشرها', 'تأمين الحسابات بمبدأ أقل الصلاحيات', 'اجتياز اختبار AWS Solutions Architect Associate'],
    },
    ur: {
      title: 'کلاؤڈ انجینئر',
      summary: 'اپنی پہلی ورچوئل مشین سے لے کر AWS اور Azure پر پروڈکشن کے لیے تیار کثیر سطحی آرکیٹیکچر تک۔',
      description: 'دو سب سے بڑے کلاؤڈز پر کمپیوٹ، اسٹوریج، نیٹ ورکنگ اور شناخت سیکھیں، ہر موضوع کے لیے ایک لیب اور ایک کیپ اسٹون پروجیکٹ کے ساتھ جس کا جائزہ ایک مینٹر لیتا ہے۔',
      outcomes: ['کثیر سطحی ایپلیکیشنز ڈیزائن اور ڈیپلائے کرنا', 'کم سے کم اختیارات کے اصول سے اکاؤنٹس محفوظ کرنا', 'AWS Solutions Architect Associate امتحان پاس کرنا'],
    },
  },
  'devops-engineer': {
    ar: {
      title: 'مهندس DevOps',
      summary: 'أتمِت عمليات التسليم باستخدام الحاويات وKubernetes وHelm والمنصات بلا خوادم.',
      description: 'ابنِ خطوط التسليم، وحزّم التطبيقات، وشغّلها على Kubernetes المُدار وبيئات التشغيل بلا خوادم عبر AWS وAzure وGoogle Cloud.',
      outcomes: ['نشر الحاويات على Kubernetes باستخدام Helm', 'تشغيل خدمات بلا خوادم', 'تشغيل أحمال العمل عبر عدة منصات سحابية'],
    },
    ur: {
      title: 'DevOps انجینئر',
      summary: 'کنٹینرز، Kubernetes، Helm اور سرور لیس پلیٹ فارمز سے ڈیلیوری خودکار بنائیں۔',
      description: 'پائپ لائنز بنائیں، ایپلیکیشنز پیکج کریں اور انہیں AWS، Azure اور Google Cloud پر managed Kubernetes اور سرور لیس رَن ٹائمز پر چلائیں۔',
      outcomes: ['Helm کے ساتھ کنٹینرز Kubernetes پر ڈیپلائے کرنا', 'سرور لیس سروسز چلانا', 'مختلف کلاؤڈز پر workloads چلانا'],
    },
  },
  'kubernetes-administrator': {
    ar: {
      title: 'مسؤول Kubernetes',
      summary: 'استعد لاختبار CKA بعناقيد حقيقية وسيناريوهات موقوتة لاستكشاف الأعطال.',
      description: 'شغّل العناقيد على AKS وGKE وKubernetes الأصلي: أحمال العمل والشبكات والتخزين والترقيات واستكشاف الأعطال في ظروف تحاكي الاختبار.',
      outcomes: ['إدارة عناقيد بيئة الإنتاج', 'استكشاف أعطال العُقد والحاويات والشبكات', 'اجتياز اختبار CKA'],
    },
    ur: {
      title: 'Kubernetes ایڈمنسٹریٹر',
      summary: 'حقیقی کلسٹرز اور وقت کی پابندی والے خرابیاں دور کرنے کے منظرناموں کے ساتھ CKA کی تیاری کریں۔',
      description: 'AKS، GKE اور سادہ Kubernetes پر کلسٹرز چلائیں: workloads، نیٹ ورکنگ، اسٹوریج، اپ گریڈز اور امتحان جیسے حالات میں خرابیاں دور کرنا۔',
      outcomes: ['پروڈکشن کلسٹرز کا انتظام کرنا', 'nodes، pods اور نیٹ ورکنگ کی خرابیاں دور کرنا', 'CKA امتحان پاس کرنا'],
    },
  },
  'cloud-security-specialist': {
    ar: {
      title: 'أخصائي أمن السحابة',
      summary: 'أمّن الهويات والشبكات وأحمال العمل، واستجب للحوادث في السحابة.',
      description: 'دقّق الوضع الأمني، وعزّز الهوية، واختبر التطبيقات، ونفّذ تمارين الاستجابة للحوادث في بيئات معرّضة للثغرات عمدًا.',
      outcomes: ['إجراء مراجعة للوضع الأمني السحابي', 'قيادة تحقيق في حادث أمني', 'تعزيز الهوية والوصول'],
    },
    ur: {
      title: 'کلاؤڈ سیکیورٹی اسپیشلسٹ',
      summary: 'کلاؤڈ میں شناختوں، نیٹ ورکس اور workloads کو محفوظ بنائیں اور سیکیورٹی واقعات کا جواب دیں۔',
      description: 'جان بوجھ کر کمزور بنائے گئے ماحول میں سیکیورٹی پوسچر کا آڈٹ کریں، شناخت کو مضبوط بنائیں، ایپلیکیشنز جانچیں اور واقعے کے ردِعمل کی مشقیں کریں۔',
      outcomes: ['کلاؤڈ پوسچر کا جائزہ لینا', 'سیکیورٹی واقعے کی تحقیق کی قیادت کرنا', 'شناخت اور رسائی کو مضبوط بنانا'],
    },
  },
  'ai-engineer': {
    ar: {
      title: 'مهندس ذكاء اصطناعي',
      summary: 'ابنِ تطبيقات الذكاء الاصطناعي التوليدي وتعلّم الآلة على AWS وAzure وGoogle Cloud.',
      description: 'استخدم النماذج التأسيسية المُدارة، وابنِ مساعدين معزَّزين بالاسترجاع، ودرّب نماذجك الخاصة وقدّمها.',
      outcomes: ['بناء تطبيقات RAG', 'تدريب النماذج ونشرها', 'تقييم إجابات النماذج'],
    },
    ur: {
      title: 'AI انجینئر',
      summary: 'AWS، Azure اور Google Cloud پر جنریٹو AI اور مشین لرننگ ایپلیکیشنز بنائیں۔',
      description: 'managed foundation models استعمال کریں، retrieval پر مبنی اسسٹنٹس بنائیں اور اپنے ماڈلز ٹرین اور پیش کریں۔',
      outcomes: ['RAG ایپلیکیشنز بنانا', 'ماڈلز ٹرین اور ڈیپلائے کرنا', 'ماڈل کے جوابات کا جائزہ لینا'],
    },
  },
  'data-engineer': {
    ar: {
      title: 'مهندس بيانات سحابية',
      summary: 'انقل البيانات وخزّنها وحلّلها على نطاق واسع باستخدام الخدمات بلا خوادم ومستودعات البيانات.',
      description: 'صمّم هياكل التخزين، وحمّل البيانات وحوّلها، وقدّم التحليلات باستخدام BigQuery وS3 والمعالجة بلا خوادم.',
      outcomes: ['نمذجة مجموعات البيانات التحليلية', 'بناء خطوط بيانات بلا خوادم', 'التحكم في تكلفة الاستعلامات'],
    },
    ur: {
      title: 'کلاؤڈ ڈیٹا انجینئر',
      summary: 'سرور لیس اور ڈیٹا ویئر ہاؤس سروسز سے بڑے پیمانے پر ڈیٹا منتقل، محفوظ اور تجزیہ کریں۔',
      description: 'اسٹوریج کا ڈھانچہ ڈیزائن کریں، ڈیٹا لوڈ اور تبدیل کریں اور BigQuery، S3 اور سرور لیس پروسیسنگ سے اینالیٹکس فراہم کریں۔',
      outcomes: ['تجزیاتی ڈیٹا سیٹس کی ماڈلنگ کرنا', 'سرور لیس ڈیٹا پائپ لائنز بنانا', 'کوئری کی لاگت قابو میں رکھنا'],
    },
  },
};

/** Learning paths in Arabic and Urdu, by slug. */
export const learningPathTranslations: Record<string, Translations<LearningPathWords>> = {
  'aws-foundations': {
    ar: { title: 'أساسيات AWS', summary: 'الحوسبة والتخزين والهوية على AWS في ثلاثة مختبرات عملية.' },
    ur: { title: 'AWS کی بنیادیں', summary: 'تین عملی لیبز میں AWS پر کمپیوٹ، اسٹوریج اور شناخت۔' },
  },
  'azure-foundations': {
    ar: { title: 'أساسيات Azure', summary: 'الأجهزة الافتراضية وApp Service وRBAC على Microsoft Azure.' },
    ur: { title: 'Azure کی بنیادیں', summary: 'Microsoft Azure پر ورچوئل مشینیں، App Service اور RBAC۔' },
  },
  'gcp-foundations': {
    ar: { title: 'أساسيات Google Cloud', summary: 'أساسيات Compute Engine وCloud Run وBigQuery.' },
    ur: { title: 'Google Cloud کی بنیادیں', summary: 'Compute Engine، Cloud Run اور BigQuery کی بنیادی باتیں۔' },
  },
  'kubernetes-essentials': {
    ar: { title: 'أساسيات Kubernetes', summary: 'الكائنات الأساسية وHelm واستكشاف الأعطال على عناقيد حقيقية.' },
    ur: { title: 'Kubernetes کی ضروری باتیں', summary: 'حقیقی کلسٹرز پر بنیادی آبجیکٹس، Helm اور خرابیاں دور کرنا۔' },
  },
  'cloud-security-essentials': {
    ar: { title: 'أساسيات أمن السحابة', summary: 'مراجعات الوضع الأمني واختبار تطبيقات الويب والاستجابة للحوادث.' },
    ur: { title: 'کلاؤڈ سیکیورٹی کی ضروری باتیں', summary: 'سیکیورٹی پوسچر کے جائزے، ویب ٹیسٹنگ اور واقعے کا ردِعمل۔' },
  },
  'generative-ai-on-cloud': {
    ar: { title: 'الذكاء الاصطناعي التوليدي على السحابة', summary: 'النماذج التأسيسية وRAG على AWS وAzure.' },
    ur: { title: 'کلاؤڈ پر جنریٹو AI', summary: 'AWS اور Azure پر foundation models اور RAG۔' },
  },
};
