import { personLabel } from './person-label';

describe('personLabel', () => {
  it('names a person by name with the user id after it, and falls back to what is known', () => {
    expect(personLabel('U0000001', '管理 太郎')).toBe('管理 太郎（U0000001）');
    expect(personLabel('U0000009', null)).toBe('U0000009');
    expect(personLabel(null, ' 管理 太郎 ')).toBe('管理 太郎');
    expect(personLabel(null, '')).toBe('');
  });
});
