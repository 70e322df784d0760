import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export const BASENAME = '/socratica';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
