import { readFileSync } from 'node:fs';
import path from 'node:path';

// The API's Node flags are written once (api/node-flags.json) for every launcher that can read it; the package's own
// `start` script cannot, so it repeats them: a flag added to one and not the other would ship two different servers.
const api = path.resolve(__dirname, '../../api');

it("api's start script runs the server with every flag of api/node-flags.json", () => {
  const flags = JSON.parse(readFileSync(path.join(api, 'node-flags.json'), 'utf8')) as string[];
  const pkg = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const start = pkg.scripts.start.split(/\s+/);
  expect(flags.length).toBeGreaterThan(0);
  expect(flags.filter((flag) => !start.includes(flag))).toEqual([]);
  expect(start.at(-1)).toBe('dist/server.js');
});
