import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { saveToken } from '../lib/token-storage';
import { renderApp } from './render-app';

/** Signs in (the test's mock answers `GET me`) and opens the admin panel on one tab. */
export async function openAdminTab(tab: string) {
  saveToken('tok');
  return renderApp(`/admin?tab=${tab}`);
}

/** A dialog once it has faded in: before that, what it shows is not yet visible. */
export async function findShownDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A list's region, found by its heading's name. */
export const findRegion = (name: string) => screen.findByRole('region', { name });

/** An answer that never comes, to see a loading state. */
export const neverAnswered = () => new Promise<Response>(() => {});
