import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './media';

// findBy* and waitFor wait for a state; their limit only ends a wait that will never succeed. Testing Library's
// 1 s default is a speed requirement in disguise: on a busy machine jsdom can take longer to render a page.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs that Mantine calls (DESIGN §3, known gotchas).
// A wide screen: no max-width query matches. An empty query matches, as in browsers: mantine-datatable asks
// it for every column without a visibleMediaQuery, and would hide them all otherwise.
const wideScreen = (query: string) => mediaQueryList(query, query.trim() === '');
const matchMedia = vi.fn(wideScreen);
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// mantine-datatable scrolls its table back to the top when the page changes.
window.Element.prototype.scrollTo = () => {};
// Mantine's autosizing Textarea re-measures when web fonts load.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});

afterEach(() => {
  cleanup();
  // screenIs() changes the mock itself, which restoreMocks leaves as it is: the next test starts wide again.
  matchMedia.mockImplementation(wideScreen);
  localStorage.clear();
  sessionStorage.clear();
});
