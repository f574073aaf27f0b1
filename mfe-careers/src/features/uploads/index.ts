// The feature's public entry: other features of this remote import it only from here (docs/rules/boundaries.md#7-features-through-their-entry).
export { useFileSize } from './file-size';
export { FileUploadField } from './file-upload-field';
export { UPLOADS_NAMESPACE } from './i18n';
export { downloadUpload, type Upload } from './uploads.api';
