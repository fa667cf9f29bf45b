import { assertSafeConfig, loadConfig } from './config';

const production = { NODE_ENV: 'production', CSRF_SECRET: 'x'.repeat(32) };

test('production defaults leave the demo out: no seeding of an empty database, no API docs', () => {
  const config = loadConfig(production);
  expect(config.seedWhenEmpty).toBe(false);
  expect(config.docs).toBe(false);
  expect(() => assertSafeConfig(config)).not.toThrow();
  // Off production both stay on by default, and the docs may be asked for explicitly.
  expect(loadConfig({}).seedWhenEmpty).toBe(true);
  expect(loadConfig({}).docs).toBe(true);
  expect(loadConfig({ ...production, API_DOCS: '1' }).docs).toBe(true);
});

test('the start-up check refuses demo seeding in production', () => {
  expect(() => assertSafeConfig(loadConfig({ ...production, SEED_WHEN_EMPTY: '1' }))).toThrow(
    /SEED_WHEN_EMPTY must not be on when NODE_ENV=production/,
  );
});
