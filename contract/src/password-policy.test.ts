import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';

describe('passwordProblem: the rule of every new password (API and forms alike)', () => {
  it('at least 10 characters, at most 128', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(await passwordProblem('12345678')).toBe('too_short');
    expect(await passwordProblem('password')).toBe('too_short');
    expect(await passwordProblem(' '.repeat(8))).toBe('too_short');
    expect(await passwordProblem('x'.repeat(129))).toBe('too_long');
  });

  it.each(['1234567890', 'password123', 'qwertyuiop', 'Password2024!', 'iloveyou12345', ' '.repeat(12), 'aaaaaaaaaaaa', 'trustno1trustno1'])(
    'a common password or simple pattern (%j) is too easy to guess',
    async (password) => {
      expect(await passwordProblem(password)).toBe('too_guessable');
    },
  );

  it('not the e-mail, nor anything containing its local part', async () => {
    const email = 'Bilal.Ahmed@example.com';
    expect(await passwordProblem('bilal.ahmed@example.com', { email })).toBe('contains_email');
    expect(await passwordProblem('my BILAL.AHMED key', { email })).toBe('contains_email');
    expect(await passwordProblem('bilal.ahmed+2024', { email: 'bilal.ahmed+labs@example.com' })).toBe('contains_email');
    // A very short local part alone is too common a string to forbid.
    expect(await passwordProblem('walnut ferry al lantern', { email: 'al@example.com' })).toBeNull();
  });

  it.each(['correct-horse-42', 'correct horse battery', 'walnut ferry lantern', 'Tr0ub4dor&3x', 'a brand new password'])('accepts %j', async (password) => {
    expect(await passwordProblem(password, { email: 'amina@example.com' })).toBeNull();
  });
});
