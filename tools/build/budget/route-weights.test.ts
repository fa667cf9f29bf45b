import { pageFiles, pagesOf, type Graphs } from './route-weights.mjs';

const group = (files: string[], consumes: string[] = []) => ({ files, consumes });

const graphs: Graphs = {
  shell: {
    name: 'shell',
    entries: { main: 'main' },
    groups: {
      main: group(['main.js']),
      bootstrap: group(['chunks/bootstrap.js'], ['react', '@sdp/shared/ui']),
      'page-login': group(['chunks/page-login.js'], ['@sdp/shared/ui']),
      'page-maintenance-menu': group(['chunks/menu.js'], ['@sdp/shared/ui/card']),
      'page-feedback': group(['chunks/page-feedback.js'], ['@sdp/shared/ui/app']),
      'user-menu': group(['chunks/user-menu.js'], ['@sdp/shared/ui/dropdown']),
      '#1': group(['chunks/react.js']),
      '#2': group(['chunks/antd-core.js', 'chunks/ui.js'], ['react']),
      '#3': group(['chunks/antd-core.js', 'chunks/table.js'], ['@sdp/shared/ui']),
      '#4': group(['chunks/antd-core.js', 'chunks/card.js']),
      '#5': group(['chunks/app.js']),
      '#6': group(['chunks/dropdown.js']),
    },
    provides: {
      react: '#1',
      '@sdp/shared/ui': '#2',
      '@sdp/shared/ui/table': '#3',
      '@sdp/shared/ui/card': '#4',
      '@sdp/shared/ui/app': '#5',
      '@sdp/shared/ui/dropdown': '#6',
    },
  },
  remotes: {
    remote_authority: {
      name: 'remote_authority',
      entries: { main: 'main', remote_authority: 'remote_authority' },
      groups: {
        main: group(['main.js']),
        remote_authority: group(['remoteEntry.js']),
        __federation_expose_AuthorityListPage: group(
          ['chunks/list.js', 'chunks/common.js'],
          ['@sdp/shared/ui/table'],
        ),
        // The remote's own copy of the table, a fallback never loaded while the shell provides it.
        '#9': group(['chunks/table-fallback.js']),
      },
      provides: { '@sdp/shared/ui/table': '#9' },
    },
  },
};

test('every shell page and every exposed module is a page', () => {
  expect(pagesOf(graphs).map((page) => page.key)).toEqual([
    'login',
    'maintenance-menu',
    'remote_authority/AuthorityListPage',
  ]);
});

test('the login page: the entry, the bootstrap, its own chunk and what they consume, not the signed-in frame', () => {
  const login = pagesOf(graphs).find((page) => page.key === 'login')!;
  expect(pageFiles(graphs, login).sort()).toEqual([
    'shell/chunks/antd-core.js',
    'shell/chunks/bootstrap.js',
    'shell/chunks/page-login.js',
    'shell/chunks/react.js',
    'shell/chunks/ui.js',
    'shell/main.js',
  ]);
});

test('a remote page: the frame, the remote entry, the exposed module, and the shell’s copy of what it consumes', () => {
  const list = pagesOf(graphs).find((page) => page.key === 'remote_authority/AuthorityListPage')!;
  const files = pageFiles(graphs, list);
  expect(files).toEqual(
    expect.arrayContaining([
      'shell/chunks/page-feedback.js',
      'shell/chunks/app.js',
      'remote_authority/remoteEntry.js',
      'remote_authority/chunks/list.js',
      'remote_authority/chunks/common.js',
      'shell/chunks/table.js',
    ]),
  );
  expect(files).not.toContain('remote_authority/chunks/table-fallback.js');
  expect(files).not.toContain('shell/chunks/menu.js');
  // The e-mail menu loads when it is opened, not with the page.
  expect(files).not.toContain('shell/chunks/user-menu.js');
  expect(files).not.toContain('shell/chunks/dropdown.js');
  // A chunk two shared modules need is downloaded once.
  expect(files.filter((file) => file === 'shell/chunks/antd-core.js')).toHaveLength(1);
});

test('a shared module the shell does not provide is an error, not a page that weighs less', () => {
  const broken: Graphs = { ...graphs, shell: { ...graphs.shell, provides: {} } };
  const login = pagesOf(broken).find((page) => page.key === 'login')!;
  expect(() => pageFiles(broken, login)).toThrow('the shell provides no shared module react');
});
