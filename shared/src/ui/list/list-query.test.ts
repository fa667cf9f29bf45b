import {
  cleanFilters,
  isFiltered,
  keptFilters,
  parseListQuery,
  writeListQuery,
  type ListSpec,
} from './list-query';

const AUTHORITY = {
  filters: { keyword: {}, roleId: {} },
  sortKeys: ['authority_group_id', 'authority_group_name', 'user_count'],
} satisfies ListSpec<{ keyword: object; roleId: object }>;

const SURVEY = {
  filters: {
    surveyFy: { kind: 'int', aliases: ['fy'], keep: true },
    headquarterCode: { aliases: ['hq'] },
    changedOnly: { kind: 'flag', aliases: ['changed'] },
    keyword: {},
  },
} as const satisfies ListSpec<Record<string, object>>;

const parse = (search: string) => parseListQuery(new URLSearchParams(search), AUTHORITY);

describe('a list in the URL', () => {
  it('reads filters, paging and sorting', () => {
    expect(
      parse('keyword=%20ADMIN%20&role_id=MST_AUTHORITY&page=3&per_page=50&sort=user_count&order=desc'),
    ).toEqual({
      filters: { keyword: 'ADMIN', roleId: 'MST_AUTHORITY' },
      page: 3,
      perPage: 50,
      sort: 'user_count',
      order: 'desc',
    });
  });

  it('falls back to defaults for anything a hand-edited link gets wrong', () => {
    expect(parse('keyword=%20%20&page=-2&per_page=7&sort=password&order=desc')).toEqual({
      filters: {},
      page: 1,
      perPage: 20,
    });
    expect(parse('page=1e3&per_page=abc&sort=user_count&order=sideways')).toEqual({
      filters: {},
      page: 1,
      perPage: 20,
    });
  });

  it('writes only what differs from the defaults, keeps parameters it does not own, and reads back the same', () => {
    const base = new URLSearchParams('tab=approval&keyword=old');
    const state = { filters: { keyword: '管理', roleId: 'MST_SUPPLIER' }, page: 2, perPage: 100 };
    const written = writeListQuery(base, state, AUTHORITY);
    expect(written.get('tab')).toBe('approval');
    expect(parse(written.toString())).toEqual(state);
    expect(
      writeListQuery(new URLSearchParams(), { filters: {}, page: 1, perPage: 20 }, AUTHORITY).toString(),
    ).toBe('');
  });

  it('reads old parameter names (fy=, hq=, changed=) and writes only the current ones', () => {
    const old = parseListQuery(new URLSearchParams('fy=2023&hq=H01&changed=1&page=2'), SURVEY);
    expect(old.filters).toEqual({ surveyFy: 2023, headquarterCode: 'H01', changedOnly: true });
    const written = writeListQuery(new URLSearchParams('fy=2023&hq=H01&changed=1'), old, SURVEY);
    expect(Object.fromEntries(written)).toEqual({
      survey_fy: '2023',
      headquarter_code: 'H01',
      changed_only: '1',
      page: '2',
    });
  });

  it('a default value (the year a list opens on) fills in and stays out of the URL', () => {
    const state = parseListQuery(new URLSearchParams(''), SURVEY, { surveyFy: 2025 });
    expect(state.filters).toEqual({ surveyFy: 2025 });
    expect(writeListQuery(new URLSearchParams(), state, SURVEY, { surveyFy: 2025 }).toString()).toBe('');
    expect(
      parseListQuery(new URLSearchParams('survey_fy=x'), SURVEY, { surveyFy: 2025 }).filters.surveyFy,
    ).toBe(2025);
  });

  it('クリア keeps the framing filters only, and only narrowing filters count as filtered', () => {
    const filters = { surveyFy: 2024, keyword: 'x', changedOnly: true };
    expect(keptFilters(SURVEY, filters)).toEqual({ surveyFy: 2024 });
    expect(isFiltered(SURVEY, { surveyFy: 2024 })).toBe(false);
    expect(isFiltered(SURVEY, filters)).toBe(true);
  });

  it('cleans what a form gives: trims text, drops emptied fields and unknown keys', () => {
    expect(cleanFilters(AUTHORITY, { keyword: '  a  ', roleId: '' })).toEqual({ keyword: 'a' });
    expect(cleanFilters(SURVEY, { changedOnly: false, keyword: undefined })).toEqual({});
  });
});
