import { http, HttpResponse } from 'msw';
import { $auth } from '@ilm/shared/stores';
import { API, server, signIn, useMockApi } from '../../testing/mock-api';
import { callApi } from './call-api';

useMockApi();

describe('callApi', () => {
  it('renews an access token that expired while the page was open, then calls again', async () => {
    signIn();
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}tokens/balance/`, ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        return auth === 'Bearer fresh.access'
          ? HttpResponse.json({ balance: 7 })
          : HttpResponse.json({ statusCode: 403, code: 'token_expired', message: 'Access token expired' }, { status: 403 });
      }),
      http.post(`${API}accounts/refresh/`, () =>
        HttpResponse.json({ user: { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' }, access_token: 'fresh.access', refresh_token: 'fresh.refresh' }),
      ),
    );
    await expect(callApi('tokens/balance/')).resolves.toEqual({ balance: 7 });
    expect(seen).toEqual(['Bearer access.token', 'Bearer fresh.access']);
    expect($auth.get().access_token).toBe('fresh.access');
  });

  it('passes other errors through', async () => {
    server.use(http.get(`${API}tokens/balance/`, () => HttpResponse.json({ message: 'Authentication required' }, { status: 401 })));
    await expect(callApi('tokens/balance/')).rejects.toMatchObject({ status: 401 });
  });
});
