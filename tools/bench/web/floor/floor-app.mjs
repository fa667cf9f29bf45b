/* global location, addEventListener, removeEventListener, document -- a page of its own, in the browser */
// The floor of the web benchmark (issue #26): what showing a list's first 20 rows costs with plain React and
// nothing else — no antd, no federation, no router, no query cache — from the same static server, API and token.
// The list's request is the one the product's page made, carried in the path, so both
// ask the API the same question. Rows use the product table's class names so one readiness check serves both.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const token = () => JSON.parse(localStorage.getItem('sdp-session') ?? '{}').state?.token;
/** `/floor/<base64url of the request>`: one path segment, no dot, nothing a static server reads as a file. */
const apiOf = () => atob(location.pathname.slice('/floor/'.length).replace(/-/g, '+').replace(/_/g, '/'));

/** The answer's rows: the first array of objects in it (every list answer has one beside its page info). */
const rowsOf = (body) => (Array.isArray(body) ? body : (Object.values(body).find(Array.isArray) ?? []));
/** Whether a later page exists, from the answer's page info ({ total, page, per_page }, wherever it sits). */
function hasNext(body) {
  const info = [body, ...Object.values(body ?? {})].find(
    (part) => part && typeof part === 'object' && 'total' in part && 'per_page' in part,
  );
  return info ? info.page * info.per_page < info.total : false;
}

function withPage(api, page) {
  const url = new URL(api, location.origin);
  url.searchParams.set('page', String(page));
  return url.pathname + url.search;
}

function List({ api, origin }) {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(null);
  useEffect(() => {
    let live = true;
    fetch(origin + withPage(api, page), { headers: { authorization: `Bearer ${token()}` } })
      .then((answer) => answer.json())
      .then((body) => live && setRows({ page, list: rowsOf(body), next: hasNext(body) }));
    return () => {
      live = false;
    };
  }, [api, origin, page]);
  if (!rows) return h('p', { 'aria-busy': 'true' }, '読み込み中');
  const columns = Object.keys(rows.list[0] ?? {}).slice(0, 6);
  return h(
    'div',
    null,
    h(
      'table',
      null,
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          columns.map((c) => h('th', { key: c }, c)),
        ),
      ),
      h(
        'tbody',
        null,
        // Keyed by the page the rows came from: a new page's rows are new elements, as in the product's table.
        rows.list.map((row, i) =>
          h(
            'tr',
            { key: `${rows.page}-${i}`, className: 'sdp-table-row' },
            columns.map((c) => h('td', { key: c }, String(row[c] ?? ''))),
          ),
        ),
      ),
    ),
    h(
      'button',
      {
        type: 'button',
        // As the product's pager: the last page's next button is disabled (the bench pages only when it is not).
        className: `ant-pagination-next${rows.next ? '' : ' ant-pagination-disabled'}`,
        disabled: !rows.next,
        onClick: () => setPage((p) => p + 1),
      },
      '次へ',
    ),
  );
}

function App({ origin }) {
  const [api, setApi] = useState(apiOf);
  useEffect(() => {
    const follow = () => setApi(apiOf());
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);
  return h('main', null, api ? h(List, { key: api, api, origin }) : null);
}

// The API's origin is built in (the product reads it from config.json at start-up: a floor skips that).
// eslint-disable-next-line no-undef -- defined by the floor's build
createRoot(document.getElementById('root')).render(h(App, { origin: FLOOR_API_ORIGIN }));
