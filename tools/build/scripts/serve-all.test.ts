import { startApi } from './serve-all.mjs';

test('an API that dies while starting is named with its cause at once, not after the 120 s start-up wait', async () => {
  const lost: string[] = [];
  const started = Date.now();
  // Production without its secrets: the API refuses to start (exit code 1).
  const starting = startApi({ NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'silent' }, (name, why) =>
    lost.push(`${name}: ${why}`),
  );
  await expect(starting).rejects.toThrow('the api stopped before it was ready (exit code 1)');
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(lost).toEqual([expect.stringMatching(/^the api \(pid \d+, port 0\): exit code 1$/)]);
}, 90_000);
