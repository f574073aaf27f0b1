import { z } from 'zod';
import { lazyRules } from './lazy-rules';

const rules = z.object({
  email: z.string().min(1, { error: 'validation.emailRequired' }).email({ error: 'validation.emailInvalid' }),
  password: z.string().min(1, { error: 'validation.passwordRequired' }),
});

describe('a form’s rules that load apart (docs/decisions/0007-first-visit-performance.md)', () => {
  it('names each field its first problem with the loaded rules, and loads them once', async () => {
    const load = jest.fn(async () => rules);
    const form = lazyRules<'email' | 'password'>(load);
    form.preload();
    expect(await form.check({ email: '', password: '' })).toEqual({ email: 'validation.emailRequired', password: 'validation.passwordRequired' });
    expect(await form.check({ email: 'amina@', password: 'x' })).toEqual({ email: 'validation.emailInvalid' });
    expect(await form.check({ email: 'amina@example.com', password: 'x' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form send unchecked when the rules cannot be loaded (the API names the field it refuses), and tries again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(rules);
    const form = lazyRules<'email' | 'password'>(load);
    expect(await form.check({ email: '', password: '' })).toEqual({});
    expect(await form.check({ email: '', password: 'x' })).toEqual({ email: 'validation.emailRequired' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
