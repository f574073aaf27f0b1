/** The bonus an unconfirmed learner receives on confirming the e-mail address (0 once confirmed). */
export function pendingSignupBonus(user: { emailConfirmedAt: Date | null }, signupBonusTokens: number): number {
  return user.emailConfirmedAt ? 0 : Math.max(signupBonusTokens, 0);
}
