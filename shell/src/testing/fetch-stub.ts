type Answer = { status?: number; body?: unknown };
type Route = (url: URL, init: RequestInit | undefined) => Answer | undefined;

/** Answers fetch calls by path; unknown paths answer 404. Returns the spy to inspect the calls. */
export function stubFetch(routes: Record<string, Answer | Route>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = routes[key];
    const answer = typeof entry === 'function' ? entry(url, init) : entry;
    if (!answer)
      return new Response(JSON.stringify({ message: 'not found', code: 'E-404' }), { status: 404 });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

export const calledPaths = (spy: ReturnType<typeof stubFetch>): string[] =>
  spy.mock.calls.map(([input, init]) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${init?.method ?? 'GET'} ${new URL(href, 'http://localhost').pathname}`;
  });
