import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { signInAs } from '../../../testing/render-page';
import { decideApplications } from './decide-applications';

setupMockServer();

it('decides each application on its own: one refused leaves the others decided, with the reason', async () => {
  signInAs('approver@example.com');
  const outcomes = await decideApplications(
    'accept',
    [
      { userId: 'U0000061', applyIndex: 1 },
      { userId: 'U0000012', applyIndex: 2 }, // the approver's own application
      { userId: 'U0000099', applyIndex: 9 }, // no such application
    ],
    '一括で承認します',
  );
  expect(outcomes.map((outcome) => [outcome.userId, outcome.ok])).toEqual([
    ['U0000061', true],
    ['U0000012', false],
    ['U0000099', false],
  ]);
  expect(outcomes[1]!.message).toBe('自分の申請は承認できません');
  expect(outcomes[2]!.message).toEqual(expect.any(String));
});
