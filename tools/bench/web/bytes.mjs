// Bytes of what a page loaded: raw (decoded), gzip (asked of the server with Accept-Encoding: gzip, so the figure
// does not depend on whether the browser negotiated brotli) and on the wire (what the browser actually received).
const gzipSizes = new Map();

async function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      fetch(url, { headers: { 'accept-encoding': 'gzip' } }).then(async (response) => {
        const body = await response.arrayBuffer();
        // fetch decodes; Content-Length is the compressed size when the server compressed.
        return Number(response.headers.get('content-length') ?? body.byteLength);
      }),
    );
  }
  return gzipSizes.get(url);
}

const kindOf = (url) => {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return 'other';
};

/** Sums per kind, plus request counts; `apiOrigin` marks the API calls. */
export async function summarise(resources, apiOrigin) {
  const sum = {
    js: { raw: 0, gzip: 0, wire: 0, requests: 0 },
    css: { raw: 0, gzip: 0, wire: 0, requests: 0 },
  };
  let api = 0;
  for (const entry of resources) {
    const kind = kindOf(entry.url);
    if (kind === 'other') {
      if (entry.url.startsWith(apiOrigin)) api += 1;
      continue;
    }
    sum[kind].raw += entry.decoded;
    sum[kind].wire += entry.encoded;
    sum[kind].gzip += await gzipSize(entry.url);
    sum[kind].requests += 1;
  }
  // +1: the document itself is a navigation entry, not a resource.
  return { ...sum, api, requests: resources.length + 1 };
}

/** URLs fetched more than once in one page's life. */
export function repeatedUrls(resources) {
  const counts = new Map();
  for (const { url } of resources) if (kindOf(url) !== 'other') counts.set(url, (counts.get(url) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([url]) => url);
}

/** Modules (same id, same code) that two apps loaded each for themselves. */
export function duplicateModules(modulesByApp) {
  const seen = new Map();
  const duplicates = [];
  for (const [app, modules] of Object.entries(modulesByApp)) {
    for (const [id, module] of Object.entries(modules)) {
      const key = `${id}:${module.head}`;
      const first = seen.get(key);
      if (first && first.app !== app) duplicates.push({ id, size: module.size, apps: [first.app, app] });
      else if (!first) seen.set(key, { app });
    }
  }
  return duplicates;
}
