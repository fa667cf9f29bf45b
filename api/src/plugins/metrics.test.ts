import type { AddressInfo } from 'node:net';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { startMetricsServer } from './metrics';

const t = setupTestApp();

it('serves Prometheus text on its own listener only: requests by route and status, pool, exports', async () => {
  await t().call('GET', '/authority/all', { as: ACCOUNTS.viewer });
  await t().call('GET', '/authority/all');
  expect((await t().app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);

  const server = await startMetricsServer(t().app.metrics.registry, '127.0.0.1', 0);
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /sdp_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/authority\/all",status="200"\} 1\b/,
    );
    expect(text).toMatch(
      /sdp_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/authority\/all",status="401"\} 1\b/,
    );
    expect(text).toMatch(/sdp_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/sdp_export_jobs\{status="ready"\} \d+/);
    expect((await fetch(`http://127.0.0.1:${port}/livez`)).status).toBe(404);
  } finally {
    server.close();
  }
});
