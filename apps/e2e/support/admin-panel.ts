import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the admin panel's tab by its label, through the navigation as an admin would, and returns its panel. */
export async function openAdminTab(page: Page, label: string): Promise<Locator> {
  if (!new URL(page.url()).pathname.endsWith('/admin')) {
    await page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }).click();
  }
  await page.getByRole('tab', { name: label, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: label });
  await expect(panel).toBeVisible();
  return panel;
}

/** The table rows of `scope` that show `text`. */
export const rowWith = (scope: Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
