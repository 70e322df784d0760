import { expect, type Page } from '@playwright/test';

/** The narrowest screen the app supports (DESIGN §5), with a common phone's height. */
export const PHONE = { width: 375, height: 740 };

/** Signs in through the login page; on a phone the welcome sits in the closed menu, so the URL says it worked. */
export async function signInOnPhone(page: Page, username: string, password: string) {
  await page.goto('/socratica/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/socratica\/$/);
}

/** Logs out from the phone's navigation menu. */
export async function logOutOnPhone(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/socratica\/login/);
}

/** The keys the app keeps in this browser's storage, both kinds. */
export function appStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
      key.startsWith('socratica.'),
    ),
  );
}
