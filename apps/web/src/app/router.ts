import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

// With the trailing slash, a navigation to "/" (the unknown-path redirect, Home) lands on /socratica/, the page
// address the server uses (DESIGN D1), rather than /socratica.
const BASENAME = '/socratica/';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
