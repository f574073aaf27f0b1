/**
 * Characters that matter to every language's analysis: scripts, invisible marks and digits.
 */

/** Letters of the Arabic script (Arabic, Urdu and their presentation forms). */
export const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Zero-width joiners and non-joiners, the byte-order mark and direction marks: typed in Urdu and Arabic, never meaningful to a search. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF\u00AD]/g;

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹, Urdu) digits as ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/** Compatibility forms folded (Arabic presentation forms become letters), invisible marks removed, digits in ASCII, lower case. */
export function foldText(text: string): string {
  return asciiDigits(text.normalize('NFKC').replace(INVISIBLE, '')).toLowerCase();
}

/**
 * A word split where it changes script: `وCloudFront` (Arabic "and" written against a product
 * name) is `و` and `cloudfront`, so the Latin name stays a word of its own.
 */
export function splitScripts(word: string): string[] {
  const parts: string[] = [];
  let current = '';
  let currentArabic: boolean | undefined;
  for (const char of word) {
    const isArabic = ARABIC_SCRIPT.test(char);
    if (current && isArabic !== currentArabic) {
      parts.push(current);
      current = '';
    }
    current += char;
    currentArabic = isArabic;
  }
  if (current) parts.push(current);
  return parts;
}

export const isArabicScript = (word: string) => ARABIC_SCRIPT.test(word);
