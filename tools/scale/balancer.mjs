// nginx as the load balancer of the scale stage and `pnpm bench:api --instances N`: its own config and prefix under
// `dir`, round robin over the API ports, in the foreground (never the packaged daemon).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The nginx binary of the Debian package, or undefined when it is not installed. */
export const nginxBin = () =>
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

const config = (dir, port, upstreams) => `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      # Reads move on to the next instance when one is down; writes are retried by the client with its key.
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;

/**
 * Starts nginx on 127.0.0.1:`port` in front of the API instances on `upstreams`; `stop()` ends it with its fast
 * shutdown (SIGTERM: a SIGKILL of the master leaves its worker running, still listening).
 */
export function startBalancer({ dir, port, upstreams, bin = nginxBin() }) {
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const child = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return { child, stop };
}
