import { saveToken } from '../lib/token-storage';
import { json, mockApi, type RecordedCall } from './mock-api';
import { renderApp } from './render-app';
import { admin } from './users';

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Signs in as an admin and opens the admin panel at `search` (`?tab=users`), with fakes for the tab's calls. */
export async function renderAdminPanel(search: string, handlers: Record<string, Handler>) {
  saveToken('tok');
  const api = mockApi({ 'GET me': () => json(admin), ...handlers });
  const app = await renderApp(`/admin${search}`);
  return { ...app, ...api };
}

/** A call that never answers, to hold a tab in its loading state. */
export const never = () => new Promise<Response>(() => {});
