import { expect, type Page } from '@playwright/test';
import { E2E_USER } from './e2eUser';

/** Logs in as the e2e user through the login screen, as a user does, and waits for the dashboard. */
export async function logInThroughForm(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_USER.username);
  await page.getByLabel('Password').fill(E2E_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
