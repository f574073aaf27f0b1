import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('a form resolver whose rules load apart (docs/decisions/0007-first-visit-performance.md)', () => {
  it('checks with the loaded rules, and loads them once', async () => {
    const rules: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
      values.email ? { values, errors: {} } : { values: {}, errors: { email: { type: 'min', message: 'validation.emailRequired' } } };
    const load = jest.fn(async () => ({ resolver: rules }));
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(await resolver({ email: '' }, undefined, options)).toEqual({ values: {}, errors: { email: { type: 'min', message: 'validation.emailRequired' } } });
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form send unchecked when the rules cannot be loaded (the API names the field it refuses), and tries again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ resolver: (async () => ({ values: {}, errors: { email: { type: 'x' } } })) as Resolver<Values> });
    const resolver = lazyResolver<Values>(load);
    expect(await resolver({ email: '' }, undefined, options)).toEqual({ values: { email: '' }, errors: {} });
    expect(await resolver({ email: '' }, undefined, options)).toEqual({ values: {}, errors: { email: { type: 'x' } } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
