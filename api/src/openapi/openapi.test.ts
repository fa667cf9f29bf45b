import { createTestApp, type TestApp } from '../test/test-app';
import { operationKey } from './document';
import { OPERATIONS } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

type Doc = {
  paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: object }>>;
};
const operations = () =>
  Object.entries((t.app.swagger() as unknown as Doc).paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: operationKey(method, path),
      path,
      operation,
    })),
  );

test('every operation of the API document has its name, summary and error answers', () => {
  const all = operations();
  expect(all.length).toBeGreaterThan(60);
  const undocumented = all.filter(({ key }) => !OPERATIONS[key]).map(({ key }) => key);
  expect(undocumented).toEqual([]);
  for (const { key, path, operation } of all) {
    expect({ key, summary: operation.summary }).toEqual({ key, summary: OPERATIONS[key]!.summary });
    if (!path.startsWith('/api/v1/')) continue;
    const statuses = Object.keys(operation.responses);
    expect({ key, has401: statuses.includes('401'), has403: statuses.includes('403') }).toEqual({
      key,
      has401: true,
      has403: true,
    });
  }
});

test('operation ids are unique and every documented operation exists', () => {
  const ids = Object.values(OPERATIONS).map(({ id }) => id);
  expect(new Set(ids).size).toBe(ids.length);
  const present = new Set(operations().map(({ key }) => key));
  expect(Object.keys(OPERATIONS).filter((key) => !present.has(key))).toEqual([]);
});

test('a record path documents its 404 and a write its stale-version 409', () => {
  const byKey = new Map(operations().map(({ key, operation }) => [key, Object.keys(operation.responses)]));
  expect(byKey.get('GET /api/v1/organizations/office/:id')).toEqual(
    expect.arrayContaining(['200', '400', '404']),
  );
  expect(byKey.get('PUT /api/v1/organizations/office')).toEqual(expect.arrayContaining(['409', '422']));
});
