/** Urdu strings of a learner's progress (namespace `careers-progress`). */
export const careersProgressUr = {
  title: 'آپ کی پیش رفت',
  careerPaths: 'کیریئر پاتھ',
  learningPaths: 'لرننگ پاتھ',
  progressLabel: '{{title}} میں پیش رفت',
  progress_one: '{{count}} میں سے {{done}} لیب مکمل',
  progress_other: '{{count}} میں سے {{done}} لیبز مکمل',
  next: 'اگلی لیب:',
  done: 'مکمل',
  completedOn: 'تمام لیبز {{date}} کو مکمل ہوئیں۔',
  emptyTitle: 'ابھی کوئی پیش رفت نہیں',
  emptyBody: 'کسی لیب کی جانچ میں کامیاب ہوں تو وہ کیریئر پاتھ اور لرننگ پاتھ یہاں نظر آئیں گے جن میں وہ لیب شامل ہے، اگلی لیب کے ساتھ۔',
  explore: 'کیریئر پاتھ دیکھیں',
  loadFailed: 'ہم آپ کی پیش رفت لوڈ نہیں کر سکے۔',
};
