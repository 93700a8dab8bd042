import { expect, test, type Request } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { logInThroughForm } from './logInForm';

test.use({ baseURL: process.env[BASE_URL_ENV] });

// Opening the project list directly (a bookmark, a reload) asks for the list beside the session check, not after
// it. Shown without timing: the session check's answer is held back until the list has been asked for; a client
// that waits for the session before asking for the list would never ask, and the test fails.

const isFirstPage = (request: Request) =>
  new URL(request.url()).pathname === '/api/dashboard/projects/' &&
  new URL(request.url()).searchParams.get('page') === '1';

test('a direct visit to the project list asks for the list before the session check has answered', async ({
  page,
}) => {
  await logInThroughForm(page);
  const address = `1 Preload Street ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/dashboard/projects/create/', {
    form: { project_type: 'ADU', project_address: address },
    headers: {
      'x-csrftoken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '',
    },
  });
  expect(created.status()).toBe(200);

  let listAsked: () => void = () => undefined;
  const listRequested = new Promise<void>((resolve) => (listAsked = resolve));
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (!isFirstPage(request)) return;
    listRequests.push(request.url());
    listAsked();
  });
  let whoamiHeldUntilList = false;
  await page.route('**/api/whoami/', async (route) => {
    const heldOut = await Promise.race([
      listRequested.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    whoamiHeldUntilList = heldOut;
    await route.continue();
  });

  await page.goto('/dashboard/projects');
  await expect(page.getByRole('link', { name: address, exact: true })).toBeVisible();
  expect(whoamiHeldUntilList).toBe(true);
  // One request for the page: the screen took the early answer instead of asking again.
  expect(listRequests).toHaveLength(1);
});
