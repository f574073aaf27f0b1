import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from './api-error';
import { useResource } from './use-resource';

describe('useResource', () => {
  it('loads, then holds the data', async () => {
    const { result } = renderHook(() => useResource(async () => ['aws-ec2-basics'], 'labs'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['aws-ec2-basics']));
    expect(result.current.loading).toBe(false);
  });

  it('holds a failure as an ApiError and loads again on reload', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useResource(async () => {
        if (fail) throw new ApiError('The service is unavailable', 503);
        return 'ok';
      }, 'k'),
    );
    await waitFor(() => expect(result.current.error?.status).toBe(503));
    fail = false;
    await act(() => result.current.reload());
    expect(result.current.data).toBe('ok');
    expect(result.current.error).toBeUndefined();
  });

  it('drops an answer that arrives after the key changed', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const { result, rerender } = renderHook(({ key }) => useResource(() => new Promise<string>((resolve) => (answers[key] = resolve)), key), {
      initialProps: { key: 'first' },
    });
    rerender({ key: 'second' });
    await act(async () => answers.second!('second'));
    await act(async () => answers.first!('first'));
    expect(result.current.data).toBe('second');
  });

  it('waits while the key is null', () => {
    const fetcher = jest.fn(async () => 'x');
    const { result } = renderHook(() => useResource(fetcher, null));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
  });
});
