// The peer of `pnpm bench:api` (issue #27): Platformatic DB's generated REST over the same PostgreSQL database, its
// JWT check against the same dev IdP's keys (JWKS), so both sides verify every token. Run with Node ≥ 22.19 by
// bench-peer.ts: `node bench-peer-server.mjs <peer install dir> <DATABASE_URL> <port> <issuer> <audience>`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, connectionString, port, issuer, audience] = process.argv.slice(2);
const { create } = await import(pathToFileURL(path.join(dir, 'node_modules/@platformatic/db/index.js')).href);
// Platformatic drops `iss` from the verified user, so the role comes from `aud`: only a token this API accepts (signed
// by the dev IdP's key, for its audience) reads; without one, or with a forged one, every call answers 403.
const rules = ['user', 'authorityGroup', 'office'].map((entity) => ({ role: audience, entity, find: true }));
const app = await create(dir, {
  server: { hostname: '127.0.0.1', port: Number(port), logger: { level: 'error' } },
  db: { connectionString, graphql: false, openapi: true, poolSize: 10 },
  authorization: { jwt: { jwks: { allowedDomains: [issuer] } }, roleKey: 'aud', rules },
  watch: false,
});
await app.start();
console.log(`ready ${port}`);
