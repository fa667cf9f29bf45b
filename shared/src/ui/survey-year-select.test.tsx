import { fireEvent, render, screen } from '@testing-library/react';
import { queryClient, SURVEY_YEARS_KEY, newestFirst, type SurveyYearInfo } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { SurveyYearSelect } from '@sdp/shared/ui/select';

const year = (surveyFy: number, status: 0 | 1 | 2): SurveyYearInfo => ({
  surveyFy,
  status,
  statusName: ['準備中', '受付中', '締め済み'][status]!,
  openedDate: null,
  openedUserId: null,
  openedUserName: null,
  closedDate: null,
  closedUserId: null,
  closedUserName: null,
  reopenReason: null,
  history: [],
});

// As GET /survey_years answers them: oldest first.
const YEARS = [year(2023, 2), year(2024, 1), year(2025, 0)];

async function offered(preparing: boolean): Promise<string[]> {
  queryClient.setQueryData(SURVEY_YEARS_KEY, YEARS);
  render(
    <AppProviders>
      <SurveyYearSelect preparing={preparing} />
    </AppProviders>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '調査年度' }));
  // The options as drawn (each titled with its label), top to bottom.
  return (await screen.findAllByTitle(/年度/)).map((option) => option.textContent ?? '');
}

afterEach(() => queryClient.clear());

it('offers the years newest first, a year being prepared saying so', async () => {
  expect(await offered(true)).toEqual(['2025年度（準備中）', '2024年度', '2023年度']);
});

it('leaves out the year being prepared where it cannot be used, still newest first', async () => {
  expect(await offered(false)).toEqual(['2024年度', '2023年度']);
});

it('orders any list of years newest first without changing the list it was given', () => {
  const years = [{ surveyFy: 2024 }, { surveyFy: 2026 }, { surveyFy: 2025 }];
  expect(newestFirst(years).map((item) => item.surveyFy)).toEqual([2026, 2025, 2024]);
  expect(years.map((item) => item.surveyFy)).toEqual([2024, 2026, 2025]);
});
