import { setRuntimeConfig } from '../config/runtime-config';
import type { ExportJob } from '../contracts/export-jobs';
import { useSessionStore } from '../session/session-store';
import { apiRequest } from './api-client';
import { apiExportByToken, type ExportJobState } from './export-job';

const urls: string[] = [];
let answers: Response[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const job = (status: string, rowsDone: number, progress: number) => ({
  token: 'tok-0123456789abcdef',
  status,
  file_name: 'fallback.csv',
  rows_done: rowsDone,
  rows_total: 10,
  progress,
  download_path: '/exports/tok-0123456789abcdef',
  expires_at: '2026-01-01T00:00:00.000Z',
});

let session = 0;
beforeEach(() => {
  session += 1;
  urls.length = 0;
  answers = [];
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  useSessionStore.getState().signIn({
    token: `tok-${session}`, // a fresh token: the CSRF token is fetched again
    email: 'business@example.com',
    providerId: 'dev',
  });
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    urls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
});
afterEach(() => jest.restoreAllMocks());

/** A start operation of the test's own: the export is started by whatever POST answers the job. */
const startWith = (body: object) => (signal?: AbortSignal) =>
  apiRequest<ExportJob>('POST', '/things/export_jobs', { body, signal });

it('starts the export, polls the token while it answers 202 and saves the CSV under the server name', async () => {
  answers.push(
    json(200, { token: 'csrf' }),
    json(202, job('preparing', 0, 0)),
    json(202, job('preparing', 5, 50)),
    new Response('\uFEFFa,b\r\n', {
      status: 200,
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('調査対象一覧.csv')}`,
      },
    }),
  );
  const seen: ExportJobState[] = [];
  const name = await apiExportByToken(startWith({ survey_fy: 2025 }), {
    onProgress: (state) => seen.push(state),
    pollMs: 1,
  });
  expect(name).toBe('調査対象一覧.csv');
  expect(urls).toEqual([
    'GET http://api.test/api/v1/csrf_token',
    'POST http://api.test/api/v1/things/export_jobs',
    'GET http://api.test/api/v1/exports/tok-0123456789abcdef',
    'GET http://api.test/api/v1/exports/tok-0123456789abcdef',
  ]);
  expect(seen.map((state) => state.progress)).toEqual([0, 50]);
  expect(seen[1]).toMatchObject({
    rowsDone: 5,
    rowsTotal: 10,
    downloadPath: '/exports/tok-0123456789abcdef',
  });
  expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
});

it('stops with the API error when the token is refused', async () => {
  answers.push(
    json(200, { token: 'csrf' }),
    json(202, job('preparing', 0, 0)),
    json(404, { code: 'E-404', message: 'データが見つかりません' }),
  );
  await expect(apiExportByToken(startWith({}), { pollMs: 1 })).rejects.toMatchObject({
    status: 404,
    code: 'E-404',
  });
  expect(urls.at(-1)).toBe('GET http://api.test/api/v1/exports/tok-0123456789abcdef');
});
