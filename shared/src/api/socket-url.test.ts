import { setRuntimeConfig } from '@ilm/shared/config';
import { apiSocketUrl } from './socket-url';

describe('apiSocketUrl', () => {
  it('turns the API base URL into a ws: address with the query', () => {
    setRuntimeConfig({ API_BASE_URL: 'http://api.test:8000/' });
    expect(apiSocketUrl('labs/instances/abc/terminal/socket/', { ticket: 't1', since: 42 })).toBe(
      'ws://api.test:8000/labs/instances/abc/terminal/socket/?ticket=t1&since=42',
    );
  });

  it('uses wss: behind https and keeps a base path', () => {
    setRuntimeConfig({ API_BASE_URL: 'https://example.test/api/' });
    expect(apiSocketUrl('labs/x/')).toBe('wss://example.test/api/labs/x/');
  });
});
