import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startStaticServer, type StaticServer } from './serve.mjs';

let dir: string;
let server: StaticServer;
const chunk = `console.log(${JSON.stringify('行'.repeat(4000))});`;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sdp-compress-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks/page.1234abcd.js'), chunk);
  writeFileSync(path.join(dir, 'chunks/tiny.1234abcd.js'), 'void 0;');
  server = await startStaticServer({ dir, port: 0 });
});
afterEach(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (fetch would decompress it and hide the encoding). */
function request(pathname: string, acceptEncoding: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    httpGet({ port, path: pathname, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

test('a chunk comes brotli-compressed, or gzip, as the browser asks, and decompresses to the file', async () => {
  await server.warmed;
  const br = await request('/chunks/page.1234abcd.js', 'gzip, deflate, br');
  expect(br.encoding).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe(chunk);
  expect(br.body.length).toBeLessThan(Buffer.byteLength(chunk) / 10);

  const gzip = await request('/chunks/page.1234abcd.js', 'gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(chunk);

  const plain = await request('/chunks/page.1234abcd.js', 'identity');
  expect(plain.encoding).toBeUndefined();
  expect(plain.body.toString()).toBe(chunk);
});

test('requests that arrive while the chunks are still being compressed get the same answer', async () => {
  const answers = await Promise.all([1, 2, 3].map(() => request('/chunks/page.1234abcd.js', 'br')));
  for (const answer of answers) expect(brotliDecompressSync(answer.body).toString()).toBe(chunk);
  expect((await request('/chunks/tiny.1234abcd.js', 'br')).encoding).toBeUndefined();
});
