import { loadFeedbackKit } from '../layout/page-feedback';
import { likelyNextPages, QUIET_AFTER_INPUT_MS, startIdlePrefetch } from './idle-prefetch-queue';
import { loadRemotePage, type RemotePageModule } from './remote-registry';

jest.mock('./remote-registry', () => ({ loadRemotePage: jest.fn() }));
jest.mock('../layout/page-feedback', () => ({ loadFeedbackKit: jest.fn() }));

const load = jest.mocked(loadRemotePage);
const kit = jest.mocked(loadFeedbackKit);
/** Two remotes' pages the menus offer this user. */
const ROLES = ['MST_AUTHORITY', 'VEHICLE_MANAGEMENT_EDITOR'];

test('the pages to prefetch are the remote pages the menus offer this user, each once', () => {
  expect(likelyNextPages(['MST_AUTHORITY', 'VEHICLE_MANAGEMENT_EDITOR'])).toEqual([
    { remote: 'remote_authority', module: './AuthorityListPage' },
    { remote: 'remote_vehicles', module: './VehicleUploadPage' },
  ]);
  // The office and related-company cards open the same page as the organisation list: one load.
  expect(likelyNextPages(['MST_ORGANIZATION', 'MST_SURVEY_TARGET_EDITOR'])).toEqual([
    { remote: 'remote_organizations', module: './OrganizationListPage' },
    { remote: 'remote_surveys', module: './SurveyListPage' },
  ]);
  expect(likelyNextPages(['DASHBOARD_VIEWER'])).toEqual([]);
});

describe('the idle prefetch', () => {
  let finishFirst: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    load.mockReset();
    kit.mockReset();
    kit.mockResolvedValue({ preloadFeedback: () => undefined } as unknown as Awaited<
      ReturnType<typeof loadFeedbackKit>
    >);
    load.mockImplementationOnce(
      () =>
        new Promise<RemotePageModule>((resolve) => {
          finishFirst = () => resolve({ default: () => null });
        }),
    );
    load.mockResolvedValue({ default: () => null });
  });
  afterEach(() => jest.useRealTimers());

  const settle = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('loads one page at a time: the next starts only once the one before is in', async () => {
    const stop = startIdlePrefetch(ROLES);
    await settle(500);
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['remote_authority']);
    await settle(5000);
    expect(load).toHaveBeenCalledTimes(1);
    finishFirst();
    await settle(500);
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['remote_authority', 'remote_vehicles']);
    stop();
  });

  it('waits while the user acts: nothing new starts until they have been still for a while', async () => {
    const stop = startIdlePrefetch(ROLES);
    await settle(500);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    finishFirst();
    await settle(QUIET_AFTER_INPUT_MS / 2);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    await settle(QUIET_AFTER_INPUT_MS - 100);
    expect(load).toHaveBeenCalledTimes(1);
    await settle(500);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops when told: no further page loads', async () => {
    const stop = startIdlePrefetch(ROLES);
    await settle(500);
    stop();
    finishFirst();
    await settle(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
