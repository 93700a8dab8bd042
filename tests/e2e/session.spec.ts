import { expect, test, type Page } from '@playwright/test';
import { BASE_URL_ENV, E2E_USER } from './e2eUser';

test.use({ baseURL: process.env[BASE_URL_ENV] });

async function logIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_USER.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Parses "rgb(r, g, b)" as the browser reports a computed colour. */
function rgb(color: string): [number, number, number] {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!match) throw new Error(`Not an rgb() colour: ${color}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

test('a user logs in, opens Account Settings, saves, and logs out', async ({ page }) => {
  await logIn(page, E2E_USER.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${E2E_USER.firstName}`, { exact: true })).toBeVisible();
  await expect(page.getByText('New Feature #9')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Account Settings' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByLabel('Full Name')).toHaveValue(E2E_USER.firstName);

  // A save goes through the CSRF-checked API and survives a reload.
  await page.getByLabel('City').fill('Arlington');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Account updated!' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Arlington');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The session really ended on the server: the dashboard sends us back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the red ❌ message and stays on /login', async ({ page }) => {
  await logIn(page, 'not-the-password');

  const message = page.getByRole('alert').filter({ hasText: '❌' });
  await expect(message).toBeVisible();
  await expect(message).toHaveText(/^❌ \S/);
  const [red, green, blue] = rgb(await message.evaluate((element) => getComputedStyle(element).color));
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(100);
  expect(blue).toBeLessThan(100);
  await expect(page).toHaveURL(/\/login$/);
});

test('/dashboard while logged out redirects to /login, replacing the history entry', async ({ page }) => {
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Back skips the replaced /dashboard entry and returns to the landing page.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/no-such-page', '/signup', '/dashboard/no-such-screen']) {
  test(`${path} shows the not-found screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 – Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });
}
