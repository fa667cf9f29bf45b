/** Bytes of a request body sent so far; `total` is unknown until the browser has sized the body. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch() through XMLHttpRequest, for the one thing fetch cannot do: report upload progress. Answers a Response
 * like fetch, and fails like fetch (TypeError on a network error, AbortError on abort), so callers treat both alike.
 */
export function xhrFetch(
  url: string,
  init: RequestInit & { onUploadProgress: (progress: UploadProgress) => void },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      init.onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer);
      resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (init.signal) {
      if (init.signal.aborted) return xhr.abort();
      init.signal.addEventListener('abort', () => xhr.abort());
    }
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}
