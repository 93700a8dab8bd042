import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL_ENV, E2E_USER } from './e2eUser';

test.use({ baseURL: process.env[BASE_URL_ENV] });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PLAN_PDF = path.resolve(repoRoot, '../shared/corpus/P04_barcelona_pavilion_plan_view.pdf');

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every CSP violation the page reports, and every console error or uncaught exception, with where it was. */
function watchForProblems(page: Page): { problems: string[]; at: (screen: string) => void } {
  const problems: string[] = [];
  let screen = 'start';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${screen}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${screen}: uncaught: ${error.message}`));
  return { problems, at: (name) => (screen = name) };
}

/** The violations reported since the last call (each one counted once). */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__cspViolations ?? []).splice(0));
}

test('every screen works under the CSP with no violation and no console error', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const { problems, at } = watchForProblems(page);
  const seen: string[] = [];
  const check = async (screen: string) => {
    for (const v of await violations(page)) seen.push(`${screen}: ${v}`);
  };

  at('login');
  const shell = await page.goto('/login');
  const csp = shell?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(shell?.headers()['x-frame-options']).toBe('DENY');
  await page.getByLabel('Username').fill(E2E_USER.username);
  await page.getByLabel('Password').fill(E2E_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await check('login');

  at('dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await check('dashboard');

  at('projects list');
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('link', { name: 'Create Project' })).toBeVisible();
  await check('projects list');

  at('project create');
  await page.getByRole('link', { name: 'Create Project' }).click();
  const form = page.getByRole('form', { name: 'Create project' });
  await form.getByLabel('Project Type').selectOption({ label: 'Single-Family Home' });
  const address = `${Date.now().toString(36)} CSP Street`;
  await form.getByLabel('Project Address').fill(address);
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/\d+\/$/);
  await check('project create');

  at('project detail and PDF preview');
  await expect(page.getByRole('heading', { name: address })).toBeVisible();
  await page.getByLabel('File to upload').setInputFiles(PLAN_PDF);
  const fileName = path.basename(PLAN_PDF);
  const files = page.getByRole('table', { name: 'Uploaded files' });
  const row = files.getByRole('row').filter({ hasText: fileName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Preview ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: fileName });
  await expect(dialog.getByText('Page 1 of 1')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await check('project detail and PDF preview');

  at('project edit');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Edit project' })).toBeVisible();
  await check('project edit');

  at('floor designs and wizard');
  await page.goto('/dashboard/floordesigns');
  await page.getByRole('button', { name: 'Add Floor Design' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Floor Design' });
  await wizard.getByLabel('Name').fill('CSP Cottage');
  for (const face of ['South (front)', 'North (back)', 'West (left)', 'East (right)']) {
    await wizard.getByLabel(`${face} length`).fill('20');
  }
  await expect(wizard.getByRole('img', { name: 'Outline preview' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Create Design' }).click();
  await expect(page).toHaveURL(/\/dashboard\/floordesigns\/\d+\/$/);
  await check('floor designs and wizard');

  at('editor');
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The editor canvas has no box.');
  await page.getByRole('button', { name: 'rectangle', exact: true }).click();
  await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.up();
  await check('editor');

  at('account');
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await check('account');

  at('not found');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await check('not found');

  expect(seen).toEqual([]);
  expect(problems).toEqual([]);
});
