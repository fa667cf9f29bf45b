import { expect, test, type Page } from './fixtures';
import path from 'node:path';
import { ACCOUNTS, signIn } from '../support/session';
import { serveRuntimeConfig, withRemoteOrigins } from '../support/runtime-config';
import {
  chunksOf,
  newBuildOfAuthority,
  OLD_BUILD,
  startDeployment,
  type Deployment,
} from '../support/remote-deploy';

// remote-authority is served from a folder that a release is copied into, by the production server, while a user
// has the app open: the current build (old) and a second production build whose chunks all have other names (new).

let deployment: Deployment;
let next: string;
let oldChunks: Set<string>;
let newChunks: Set<string>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  next = newBuildOfAuthority();
  oldChunks = chunksOf(OLD_BUILD);
  newChunks = chunksOf(next);
  deployment = await startDeployment(3025);
});
test.afterAll(() => deployment?.stop());

interface Watch {
  /** Full page loads. */
  loads: number;
}

/** Signs in on the old release and opens the authority list, with remotes.json pointing at the deployment. */
async function openOnOldRelease(page: Page): Promise<Watch> {
  deployment.deploy(OLD_BUILD, { keepOld: false });
  await page.route('**/remotes.json', async (route) => {
    const built = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...built, remote_authority: `${deployment.origin}/mf-manifest.json` } });
  });
  await serveRuntimeConfig(page, withRemoteOrigins(deployment.origin));
  const watch: Watch = { loads: 0 };
  page.on('load', () => (watch.loads += 1));
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/authority-list');
  await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();
  return watch;
}

/** The chunk files the deployment served (or failed to) since `mark`. */
const chunksSince = (mark: number) =>
  deployment.served
    .slice(mark)
    .filter((answer) => answer.path.startsWith('/chunks/'))
    .map((answer) => ({ name: path.basename(answer.path), status: answer.status }));
const registrationHeading = (page: Page) => page.getByRole('heading', { name: '権限登録' });

test('a release that keeps the old chunks: the open page goes on with them, the next load takes the new release', async ({
  page,
}) => {
  const watch = await openOnOldRelease(page);
  const loads = watch.loads;
  let mark = deployment.served.length;
  deployment.deploy(next, { keepOld: true });

  // Old shell session, new remote on the server: the page's remote entry is the old one, and so are its chunks.
  await page.getByRole('button', { name: /新規登録/ }).click();
  await expect(registrationHeading(page)).toBeVisible();
  expect(watch.loads).toBe(loads);
  expect(chunksSince(mark).length).toBeGreaterThan(0);
  for (const chunk of chunksSince(mark)) {
    expect(oldChunks.has(chunk.name), chunk.name).toBe(true);
    expect(chunk.status).toBeLessThan(400);
  }

  // A reload starts a new shell session on the new release.
  mark = deployment.served.length;
  await page.reload();
  await expect(registrationHeading(page)).toBeVisible();
  expect(chunksSince(mark).length).toBeGreaterThan(0);
  for (const chunk of chunksSince(mark)) expect(newChunks.has(chunk.name), chunk.name).toBe(true);
});

test('a release that removed the old chunks: one reload recovers; a second failure within 10 s shows the error and its retry recovers', async ({
  page,
}) => {
  const watch = await openOnOldRelease(page);
  const loads = watch.loads;
  let mark = deployment.served.length;
  deployment.deploy(next, { keepOld: false });

  // The old entry asks for an old chunk that is gone: the 10 s guard reloads once, onto the new release.
  await page.getByRole('button', { name: /新規登録/ }).click();
  await expect(registrationHeading(page)).toBeVisible();
  expect(watch.loads).toBe(loads + 1);
  const after = chunksSince(mark);
  expect(after.some((chunk) => oldChunks.has(chunk.name) && chunk.status === 404)).toBe(true);
  expect(after.some((chunk) => newChunks.has(chunk.name) && chunk.status < 400)).toBe(true);

  // Rolled back to the old release (new chunks gone) within 10 s of that reload: no reload loop, the in-layout
  // error with a retry, and the retry loads the rolled-back release.
  mark = deployment.served.length;
  deployment.deploy(OLD_BUILD, { keepOld: false });
  await page.getByRole('button', { name: /キャンセル/ }).click();
  await expect(page.getByText('画面を読み込めませんでした')).toBeVisible();
  expect(watch.loads).toBe(loads + 1);
  await expect(page.getByText(ACCOUNTS.admin).first()).toBeVisible();
  await page.getByRole('button', { name: /再読み込み/ }).click();
  await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();
  expect(watch.loads).toBe(loads + 1);
  expect(chunksSince(mark).some((chunk) => oldChunks.has(chunk.name) && chunk.status < 400)).toBe(true);
});
