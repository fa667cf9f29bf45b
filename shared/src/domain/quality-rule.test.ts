import { uploadCommentProblem, yearOnYearWarning } from './quality-rule';

describe('yearOnYearWarning', () => {
  it('warns above ±30 % only: 29 % and exactly 30 % pass, 31 % warns, up or down', () => {
    expect(yearOnYearWarning(100, 129)).toBeNull();
    expect(yearOnYearWarning(100, 130)).toBeNull();
    expect(yearOnYearWarning(100, 70)).toBeNull();
    expect(yearOnYearWarning(110, 143)).toBeNull();
    expect(yearOnYearWarning(100, 131)).toEqual({ code: 'YOY_CHANGE', changePercent: 31 });
    expect(yearOnYearWarning(100, 69)).toEqual({ code: 'YOY_CHANGE', changePercent: -31 });
    expect(yearOnYearWarning(3, 4)).toEqual({ code: 'YOY_CHANGE', changePercent: 33.3 });
  });

  it('flags a value that falls to zero, and says nothing without a previous non-zero value', () => {
    expect(yearOnYearWarning(5, 0)).toEqual({ code: 'ZERO_VALUE', changePercent: -100 });
    expect(yearOnYearWarning(undefined, 0)).toBeNull();
    expect(yearOnYearWarning(null, 1000)).toBeNull();
    expect(yearOnYearWarning(0, 1000)).toBeNull();
    expect(yearOnYearWarning(0, 0)).toBeNull();
  });
});

describe('uploadCommentProblem', () => {
  it('requires 1–500 characters when the file has warnings', () => {
    expect(uploadCommentProblem(undefined, 2)).toBe(
      '前年度比の警告について確認内容を入力してください（前年度比の警告が2件あります）',
    );
    expect(uploadCommentProblem('  ', 1)).not.toBeNull();
    expect(uploadCommentProblem('あ'.repeat(500), 1)).toBeNull();
    expect(uploadCommentProblem('あ'.repeat(501), 1)).toBe('確認内容は500文字以内で入力してください');
    expect(uploadCommentProblem(undefined, 0)).toBeNull();
  });
});
