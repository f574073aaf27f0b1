/** Urdu strings of the current openings on /al-razzaq (namespace `marketing-openings`). */
export const marketingOpeningsUr = {
  heading: 'اس وقت کی خالی آسامیاں',
  intro:
    'Ilm Cloud اور شراکت دار آجروں کے عہدے۔ آپ اپنے ڈیش بورڈ سے اپنے کیریئر پروفائل کے ساتھ درخواست دیتے ہیں، اور وہاں وہ آسامیاں پہلے آتی ہیں جو آپ کی مکمل کی ہوئی لیبز مانگتی ہیں۔',
  loadFailed: 'خالی آسامیاں لوڈ نہیں ہو سکیں',
  unavailable: 'تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  empty: 'اس وقت کوئی آسامی نہیں۔ جیسے ہی آجر نئی آسامیاں شامل کریں گے، وہ یہاں نظر آئیں گی۔',
  employer: 'آجر',
  location: 'مقام',
  workMode: 'کام کا طریقہ',
  labs: 'اسے درکار لیبز',
  mode: {
    remote: 'گھر سے (ریموٹ)',
    hybrid: 'ملا جلا (ہائبرڈ)',
    on_site: 'دفتر میں',
  },
  apply: 'اپنے ڈیش بورڈ سے {{title}} کے لیے درخواست دیں',
  all: 'دیکھیں کہ آپ ہر آسامی سے کتنے موزوں ہیں',
};
