/** Arabic strings of learners' file uploads (namespace `careers-uploads`). */
export const careersUploadsAr = {
  choose: 'اختر ملفًا',
  progressLabel: 'تقدّم الرفع',
  progress: 'جارٍ رفع {{name}}: {{percent}}',
  tooLarge: 'هذا الملف أكبر من {{size}}: اختر ملفًا أصغر.',
  failed: 'تعذّر رفع الملف. تحقّق من اتصالك ثم حاول مرة أخرى.',
  uploaded: 'رُفع الملف {{name}}.',
  download: 'تنزيل {{name}}',
  downloadFailed: 'تعذّر تنزيل الملف. حاول مرة أخرى.',
};
