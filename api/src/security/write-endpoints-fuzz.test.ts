import fc from 'fast-check';
import { errorBodySchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { injectAs, sampleUrl, snapshot } from './fuzz-support';

const t = setupTestApp();
jest.setTimeout(180_000);

interface BodySchema {
  properties?: Record<string, unknown>;
  required?: string[];
}
type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: BodySchema }> } }>
  >;
};

// Sign-out takes no body and revokes the token; uploads are multipart (csv-import-fuzz.test.ts).
const isJsonWrite = (route: { method: string; path: string }) =>
  route.method !== 'GET' && route.path !== '/auth/sign_out' && !/upload/.test(route.path);

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '=cmd|/C calc',
    -1,
    2 ** 53,
    1e308,
    -0,
    '9'.repeat(400),
    'あ'.repeat(5000),
    { $gt: '' },
    [[[[]]]],
    true,
  ),
);

describe('create/update/delete endpoints fed arbitrary JSON', () => {
  it('answer 4xx with the error body, never 5xx, and write nothing', async () => {
    const doc = (await t().call('GET', '/api/docs/json')).json<OpenApi>();
    const routes = t().app.apiRoutes.filter(isJsonWrite);
    expect(routes.length).toBeGreaterThan(15);
    const tried: Record<string, string> = {};
    for (const route of routes) {
      const openApiPath = `/api/v1${route.path.replace(/:([a-zA-Z_]+)/g, '{$1}')}`;
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      const schema = operation?.requestBody?.content?.['application/json']?.schema ?? {};
      const keys = Object.keys(schema.properties ?? {});
      const required = schema.required ?? [];
      // Real field names with hostile values, one required field always of a type no field accepts.
      const nearValid = fc
        .dictionary(keys.length ? fc.constantFrom(...keys) : fc.string(), hostileValue, { maxKeys: 12 })
        .chain((body) =>
          required.length
            ? fc.constantFrom(...required).map((field) => ({ ...body, [field]: { nested: [body] } }))
            : fc.constant(body),
        );
      const bodies = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nearValid);
      const before = await snapshot(t().db);
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          runs++;
          const response = await injectAs(t(), ACCOUNTS.admin, {
            method: route.method as 'POST',
            url: sampleUrl(route.path),
            payload: JSON.stringify(body),
            contentType: 'application/json',
          });
          const label = `${route.method} ${route.path}: ${response.statusCode}`;
          expect({ label, server: response.statusCode >= 500 }).toEqual({ label, server: false });
          if (required.length || !isObject(body)) {
            expect({ label, refused: response.statusCode >= 400 }).toEqual({ label, refused: true });
          }
          if (response.statusCode >= 400)
            expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
        }),
        { numRuns: 30, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
      tried[`${route.method} ${route.path}`] =
        `${runs} bodies, ${keys.length} fields, ${required.length} required`;
      expect({ route: route.path, rows: await snapshot(t().db) }).toEqual({
        route: route.path,
        rows: before,
      });
    }
    // Most routes must be fuzzed with their real field names, else the fuzz only tests the JSON parser.
    expect(Object.values(tried).filter((text) => !text.includes(' 0 fields')).length).toBeGreaterThan(15);
    console.log(
      `JSON fuzz of ${Object.keys(tried).length} write endpoints: ${JSON.stringify(tried, null, 1)}`,
    );
  });
});

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
