import { originOf, partitionRemotes } from './remote-allow-list';

const SHELL = 'https://sdp.example.com';

test('a manifest on an allowed origin or on the shell’s own origin is loaded; any other is refused', () => {
  const { allowed, refused } = partitionRemotes(
    {
      remote_users: 'https://users.example.com/mf-manifest.json',
      remote_authority: 'https://cdn.evil.example/mf-manifest.json',
      remote_surveys: '/remotes/surveys/mf-manifest.json',
      remote_vehicles: 'https://users.example.com:8443/mf-manifest.json',
    },
    ['https://users.example.com/'],
    SHELL,
  );
  expect(allowed).toEqual({
    remote_users: 'https://users.example.com/mf-manifest.json',
    remote_surveys: '/remotes/surveys/mf-manifest.json',
  });
  expect(refused).toEqual({
    remote_authority: { origin: 'https://cdn.evil.example' },
    remote_vehicles: { origin: 'https://users.example.com:8443' },
  });
});

test('an origin matches exactly: scheme, host and port, case-insensitive host', () => {
  const manifests = { remote_users: 'http://users.example.com/mf-manifest.json' };
  expect(partitionRemotes(manifests, ['https://users.example.com'], SHELL).refused).toEqual({
    remote_users: { origin: 'http://users.example.com' },
  });
  expect(partitionRemotes(manifests, ['HTTP://Users.Example.com:80'], SHELL).allowed).toEqual(manifests);
  expect(
    partitionRemotes(
      { remote_users: 'https://users.example.com.evil.example/m.json' },
      ['https://users.example.com'],
      SHELL,
    ).refused,
  ).toEqual({ remote_users: { origin: 'https://users.example.com.evil.example' } });
});

test('no allow-list refuses every remote elsewhere; entries that are no http(s) URL are refused', () => {
  const { allowed, refused } = partitionRemotes(
    {
      remote_users: 'https://users.example.com/mf-manifest.json',
      remote_surveys: 'javascript:alert(1)',
      remote_vehicles: 42 as unknown as string,
    },
    [null, 7, 'users.example.com', '/relative'],
    SHELL,
  );
  expect(allowed).toEqual({});
  expect(Object.keys(refused).sort()).toEqual(['remote_surveys', 'remote_users', 'remote_vehicles']);
  expect(refused.remote_surveys).toEqual({ origin: 'javascript:alert(1)' });
});

test('originOf resolves relative URLs against the base and answers null for other schemes', () => {
  expect(originOf('/x/mf-manifest.json', SHELL)).toBe(SHELL);
  expect(originOf('data:text/javascript,1', SHELL)).toBeNull();
  expect(originOf('http://[::1]:3001/m.json', SHELL)).toBe('http://[::1]:3001');
});
