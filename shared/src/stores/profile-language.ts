import type { LanguageCode, Profile } from '@ilm/contract';
import { api } from '@ilm/shared/api';
import { chosenLanguage, currentLanguage, onLanguageChosen, setLanguage } from '@ilm/shared/i18n';
import { $auth, setUser } from './auth';

/** Where the learner's profile language is kept: `PATCH accounts/profile/ { language }`. */
export const PROFILE_ENDPOINT = 'accounts/profile/';

async function saveProfileLanguage(language: LanguageCode): Promise<void> {
  const userId = $auth.get().user?.id;
  try {
    const profile = await api<Profile>(PROFILE_ENDPOINT, { method: 'PATCH', body: { language } });
    const user = $auth.get().user;
    if (user && user.id === userId) setUser({ ...user, language: profile.language ?? null });
  } catch {
    // The cookie still holds the choice; the next sign-in on this browser saves it again.
  }
}

/**
 * Keeps the page's language and the signed-in learner's profile language together
 * (docs/rules/languages.md): when a learner becomes known, a browser that chose no language
 * (`?lang=`, cookie) shows the profile's, and a browser that chose one saves it to the profile;
 * a choice made while signed in (the language control, `?lang=`) is saved at once. The shell runs
 * it once; a remote run on its own calls it itself. Returns a function that stops following.
 */
export function startProfileLanguageSync(): () => void {
  let knownUserId: string | undefined;
  const stopAuth = $auth.subscribe(({ user }) => {
    if (user?.id === knownUserId) return;
    knownUserId = user?.id;
    if (!user) return;
    const chosen = chosenLanguage();
    if (chosen) {
      if (user.language !== chosen) void saveProfileLanguage(chosen);
    } else if (user.language && user.language !== currentLanguage()) {
      // The profile's language, not a choice of this browser: no cookie is written.
      void setLanguage(user.language, { remember: false });
    }
  });
  const stopChoice = onLanguageChosen((language) => {
    const user = $auth.get().user;
    if (user && user.language !== language) void saveProfileLanguage(language);
  });
  return () => {
    stopAuth();
    stopChoice();
  };
}
