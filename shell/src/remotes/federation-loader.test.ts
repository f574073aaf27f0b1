import { containerEntryOf } from './federation-loader';

describe('a remote is registered by its container, beside the manifest the remotes list names (ADR 0007, lever 10)', () => {
  it('takes the container from the folder of a manifest URL', () => {
    expect(containerEntryOf('https://cdn.example/checkout/v2/mf-manifest.json')).toBe('https://cdn.example/checkout/v2/remoteEntry.js');
  });

  it('keeps the port of a remote served on its own server', () => {
    expect(containerEntryOf('http://localhost:3004/mf-manifest.json')).toBe('http://localhost:3004/remoteEntry.js');
  });

  it('reads a path of this site against the page', () => {
    expect(containerEntryOf('/remotes/auth/mf-manifest.json')).toBe(`${window.location.origin}/remotes/auth/remoteEntry.js`);
  });
});
