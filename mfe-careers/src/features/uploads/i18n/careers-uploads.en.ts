/** English strings of learners' file uploads (namespace `careers-uploads`). */
export const careersUploadsEn = {
  choose: 'Choose a file',
  progressLabel: 'Upload progress',
  progress: 'Uploading {{name}}: {{percent}}',
  tooLarge: 'This file is larger than {{size}}: choose a smaller one.',
  failed: 'The file could not be uploaded. Check your connection and try again.',
  uploaded: '{{name}} is uploaded.',
  download: 'Download {{name}}',
  downloadFailed: 'The file could not be downloaded. Try again.',
};
