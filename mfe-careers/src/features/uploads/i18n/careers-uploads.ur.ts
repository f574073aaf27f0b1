/** Urdu strings of learners' file uploads (namespace `careers-uploads`). */
export const careersUploadsUr = {
  choose: 'فائل منتخب کریں',
  progressLabel: 'اپ لوڈ کی پیش رفت',
  progress: '{{name}} اپ لوڈ ہو رہی ہے: {{percent}}',
  tooLarge: 'یہ فائل {{size}} سے بڑی ہے: کوئی چھوٹی فائل منتخب کریں۔',
  failed: 'فائل اپ لوڈ نہیں ہو سکی۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  uploaded: '{{name}} اپ لوڈ ہو گئی۔',
  download: '{{name}} ڈاؤن لوڈ کریں',
  downloadFailed: 'فائل ڈاؤن لوڈ نہیں ہو سکی۔ دوبارہ کوشش کریں۔',
};
