import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { createTestQueryClient } from './render-with-providers';

let everyPageLoaded: Promise<void> | undefined;

/**
 * Imports every page the routes load lazily. In the test environment the first import of a page compiles it
 * and its whole module graph on demand, which takes seconds on a busy machine; done before the render, that
 * work stays out of the tests' waits, which then wait only for what the app does.
 */
function loadEveryPage(): Promise<void> {
  const loadAll = async (branch: RouteObject[]): Promise<void> => {
    await Promise.all(
      branch.map(async (route) => {
        if (typeof route.lazy === 'function') await route.lazy();
        if (route.children) await loadAll(route.children);
      }),
    );
  };
  everyPageLoaded ??= loadAll(routes);
  return everyPageLoaded;
}

/** The whole app (real routes, guards and layout) at `path`, with a memory router the test can inspect. */
export async function renderApp(path: string) {
  await loadEveryPage();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentPath = () => {
    const { pathname, search } = router.state.location;
    return `${pathname}${search}`;
  };
  return { ...view, router, currentPath };
}
