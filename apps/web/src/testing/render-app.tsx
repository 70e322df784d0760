import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { createTestQueryClient } from './render-with-providers';

/** The whole app (real routes, guards and layout) at `path`, with a memory router the test can inspect. */
export function renderApp(path: string) {
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
