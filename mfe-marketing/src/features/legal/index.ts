import type { LocalizedContent } from '../content';
import privacyAr from '../../../content/legal/privacy.ar.md';
import privacyEn from '../../../content/legal/privacy.en.md';
import privacyUr from '../../../content/legal/privacy.ur.md';
import termsAr from '../../../content/legal/terms.ar.md';
import termsEn from '../../../content/legal/terms.en.md';
import termsUr from '../../../content/legal/terms.ur.md';

/**
 * The site's two legal documents, one source each: the default-layout pages and their
 * revamped-layout twins under /hidden draw the same text.
 */
export const privacyPolicy: LocalizedContent = { en: privacyEn, ar: privacyAr, ur: privacyUr };
export const termsAndConditions: LocalizedContent = { en: termsEn, ar: termsAr, ur: termsUr };
