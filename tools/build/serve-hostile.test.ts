import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from './serve.mjs';
import { fuzzServer, sendRaw } from './testing/hostile-http';

let root: string;
let server: Server;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'sdp-hostile-'));
  const dir = path.join(root, 'dist');
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(dir, 'chunks', 'a.js'), 'void 0;');
  writeFileSync(path.join(dir, 'config.json'), '{}');
  // A sibling whose name starts like the served folder: never reachable through it.
  mkdirSync(path.join(root, 'dist-mock'));
  writeFileSync(path.join(root, 'dist-mock', 'secret.txt'), 'secret');
  server = await startStaticServer({ dir, port: 0, spa: true });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (target: string) =>
  sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

test.each(['/%c0%ae', '/%', '/%e3%81', '/chunks/%c0%ae%c0%ae/x.js', '/a%00b', '/maintenance/%zz'])(
  'a malformed path (%s) answers 400 and the server keeps serving',
  async (target) => {
    expect((await get(target)).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  },
);

test('no path reaches a sibling folder whose name starts like the served one', async () => {
  for (const target of [
    '/..%2Fdist-mock%2Fsecret.txt',
    '/%2E%2E%2Fdist-mock/secret.txt',
    '/../dist-mock/secret.txt',
  ]) {
    const { status } = await get(target);
    expect({ target, status: status! < 400 }).toEqual({ target, status: false });
  }
});

test('fuzzed request lines and headers on raw sockets: never a 5xx or a lost answer, and the server still answers', async () => {
  const failures = await fuzzServer(port, { prefixes: ['/', '/chunks/', '/maintenance/'], runs: 300 });
  expect(failures).toEqual([]);
  expect((await get('/chunks/a.js')).status).toBe(200);
}, 120_000);
