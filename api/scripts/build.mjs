// Builds the API to JavaScript: `api/dist/{server,migrate,seed}.js`, one bundle each with the workspace code they
// import (@sdp/shared is TypeScript source). The API's own npm dependencies stay outside the bundle and load from
// api/node_modules at run time: PGlite finds its WebAssembly next to its module, pino its transports, swagger-ui its
// files. Usage: `pnpm --filter @sdp/api build`.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(API, 'package.json'), 'utf8'));
const ownDependencies = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@sdp/'));
const isOwn = (specifier) =>
  ownDependencies.some((name) => specifier === name || specifier.startsWith(`${name}/`));

rmSync(path.join(API, 'dist'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: API,
  entryPoints: { server: 'src/server.ts', migrate: 'src/migrate-cli.ts', seed: 'src/seed/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'api-dependencies-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          isOwn(args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});
const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, output]) => `${file} ${(output.bytes / 1024).toFixed(0)} KiB`);
console.log(`api built: ${sizes.join(', ')}`);
