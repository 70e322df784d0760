import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';

/**
 * Keeps a picture, named `name`.png, in the folder SOCRATICA_E2E_SCREENSHOTS names, for a person to look at;
 * without it (as in CI) it does nothing. A page is taken from its top, `height` pixels of it (the whole page
 * by default); a part is taken alone, without the fixed header that would cover it once scrolled.
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  { height }: { height?: number } = {},
): Promise<void> {
  const folder = process.env.SOCRATICA_E2E_SCREENSHOTS;
  if (!folder) return;
  const path = join(folder, `${name}.png`);
  if ('goto' in target) {
    const width = target.viewportSize()?.width ?? 1280;
    await target.screenshot({
      path,
      fullPage: true,
      ...(height ? { clip: { x: 0, y: 0, width, height } } : {}),
    });
  } else await target.screenshot({ path, style: 'header { visibility: hidden !important; }' });
}
