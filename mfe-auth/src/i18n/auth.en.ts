/** English strings of mfe-auth (namespace `auth`). */
export const authEn = {
  signIn: {
    title: "Sign in",
    intro: "Sign in with your email and password to reach your labs, tokens and career paths.",
  },
  signUp: {
    title: "Create your account",
    intro: "Create a free account to launch hands-on labs, follow career paths and talk to Baari.",
  },
  forgetPassword: {
    title: "Forgot your password?",
    intro: "Enter your email and we will send you a link to choose a new password.",
  },
  oldForgetPassword: {
    title: "Forgot your password?",
    intro: "Enter your email and we will send you a link to choose a new password.",
  },
  resetPassword: {
    title: "Choose a new password",
    intro: "Set a new password for your account with the link we emailed you.",
  },
  sso: {
    title: "Signing you in",
    intro: "Completing the sign-in you started on another site; you will be taken on in a moment.",
  },
};
