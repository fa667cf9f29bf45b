import { parseListQuery, toSearchParams } from './list-query';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe('list query in the URL', () => {
  it('reads filters, paging and sorting', () => {
    expect(
      parse('keyword=%20ADMIN%20&role_id=MST_AUTHORITY&page=3&per_page=50&sort=user_count&order=desc'),
    ).toEqual({
      keyword: 'ADMIN',
      roleId: 'MST_AUTHORITY',
      page: 3,
      perPage: 50,
      sort: 'user_count',
      order: 'desc',
    });
  });

  it('falls back to defaults for anything a hand-edited link gets wrong', () => {
    expect(parse('role_id=NOT_A_ROLE&page=-2&per_page=7&sort=password&order=desc')).toEqual({
      keyword: undefined,
      roleId: undefined,
      page: 1,
      perPage: 20,
      sort: undefined,
      order: undefined,
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(toSearchParams({ page: 1, perPage: 20 }).toString()).toBe('');
    const query = { keyword: '管理', roleId: 'MST_SUPPLIER' as const, page: 2, perPage: 100 };
    expect(parse(toSearchParams(query).toString())).toEqual({ ...query, sort: undefined, order: undefined });
  });
});
