import type { BrowserContext, Page, Route } from '@playwright/test';

type Config = Record<string, unknown>;

const SHELLS = new Set(['http://localhost:3000', 'http://localhost:3010']);
/** The shell's pages: every path the server answers with index.html (no file extension). */
const isShellPage = (url: URL) => SHELLS.has(url.origin) && !/\.[a-z0-9]+$/i.test(url.pathname);

/**
 * Serves the shell's config.json changed by `change`, as a deployment that edits the file would: the pages then
 * carry the Content-Security-Policy the shell's server computes from the changed file (its own csp.mjs), so a test
 * that moves a remote or enables a sign-in provider runs under the policy production would send.
 */
export async function serveRuntimeConfig(
  target: BrowserContext | Page,
  change: (built: Config) => Config,
): Promise<void> {
  const { contentSecurityPolicy } = await import('../../tools/build/csp.mjs');
  // A page answered by route.fulfill has no address of its own, so Chromium counts it as public and would refuse
  // its calls to the loopback API (Local Network Access); served by the shell, it is on loopback itself.
  const context = 'context' in target ? target.context() : target;
  await context.grantPermissions(['local-network-access']);
  const changed = new Map<string, Config>();
  const configOf = async (origin: string) => {
    let config = changed.get(origin);
    if (!config) {
      config = change((await (await target.request.get(`${origin}/config.json`)).json()) as Config);
      changed.set(origin, config);
    }
    return config;
  };
  await target.route('**/config.json', async (route: Route) =>
    route.fulfill({ json: await configOf(new URL(route.request().url()).origin) }),
  );
  await target.route(isShellPage, async (route: Route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch();
    // The body arrives decoded: its encoding and length must not be passed on.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    headers['content-security-policy'] = contentSecurityPolicy(await configOf(url.origin), {
      path: url.pathname,
    });
    await route.fulfill({ response, headers });
  });
}

/** The built config's remote origins plus `origins`. */
export const withRemoteOrigins =
  (...origins: string[]) =>
  (built: Config): Config => ({
    ...built,
    remoteOrigins: [...((built.remoteOrigins as string[] | undefined) ?? []), ...origins],
  });
