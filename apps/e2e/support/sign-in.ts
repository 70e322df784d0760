import { expect, type Page } from '@playwright/test';

/** Signs in through the login page, as a learner does. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/socratica/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
}
