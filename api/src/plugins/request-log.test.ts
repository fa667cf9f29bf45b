import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions } from './request-log';

async function logOf(logFormat: 'pretty' | 'json'): Promise<string[]> {
  const sink = new PassThrough();
  let text = '';
  sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const app = Fastify({ ...loggerOptions({ logFormat, logLevel: 'info' }, sink) });
  app.get('/things', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.inject({ method: 'GET', url: '/things?page=2' });
  await app.inject({ method: 'GET', url: '/broken' });
  await app.close();
  return text.split('\n').filter(Boolean);
}

describe('request log', () => {
  it('writes one readable line per request by default, with its status, time and request id', async () => {
    const lines = await logOf('pretty');
    const requests = lines.filter((line) => line.includes('→'));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/INFO: GET \/things\?page=2 → 200 \(\d+ ms\) · \S+$/);
    expect(requests[1]).toMatch(/ERROR: GET \/broken → 500 \(\d+ ms\)/);
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  });

  it('writes pino JSON lines when LOG_FORMAT=json', async () => {
    const lines = await logOf('json');
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; reqId: string; level: number });
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed.every((entry) => entry.reqId && entry.level === 30)).toBe(true);
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toHaveLength(2);
  });
});
