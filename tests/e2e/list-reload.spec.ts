import { expect, test, type Route } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { logInThroughForm } from './logInForm';

test.use({ baseURL: process.env[BASE_URL_ENV] });

// While a search reloads the project list, the rows shown stay on screen (dimmed, under a progress bar) until
// the new answer arrives, instead of the table going blank. The search's answer is held back by the test, so
// what the user sees meanwhile is checked without timing.

test('a search keeps the rows shown under a progress bar until its answer arrives', async ({ page }) => {
  await logInThroughForm(page);
  const tag = Date.now().toString(36);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  for (const address of [`1 Reload ${tag} Street`, `2 Stay ${tag} Road`]) {
    const created = await page.request.post('/api/dashboard/projects/create/', {
      form: { project_type: 'ADU', project_address: address },
      headers: { 'x-csrftoken': csrf },
    });
    expect(created.status()).toBe(200);
  }

  await page.goto('/dashboard/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  const kept = table.getByRole('link', { name: `2 Stay ${tag} Road`, exact: true });
  const found = table.getByRole('link', { name: `1 Reload ${tag} Street`, exact: true });
  await expect(kept).toBeVisible();
  await expect(found).toBeVisible();

  let held: Route | undefined;
  let searched: () => void = () => undefined;
  const searchAsked = new Promise<void>((resolve) => (searched = resolve));
  await page.route('**/api/dashboard/projects/?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('search') !== `Reload ${tag}`)
      return route.continue();
    held = route;
    searched();
  });

  await page.getByLabel('Search projects').fill(`Reload ${tag}`);
  await searchAsked;
  // The answer is on its way: the old rows are still there, and the table says it is loading.
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(kept).toBeVisible();
  await expect(found).toBeVisible();

  await held?.continue();
  await expect(kept).toBeHidden();
  await expect(found).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
});
