import { vi } from 'vitest';

/** Answers the media queries the app uses (max-width, portrait) for a pretend screen. */
export function screenIs({ width, portrait }: { width: number; portrait: boolean }) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const maxWidth = /max-width: ([\d.]+)px/.exec(query);
    const fitsWidth = !maxWidth || width <= Number(maxWidth[1]);
    const fitsOrientation = !query.includes('orientation: portrait') || portrait;
    return mediaQueryList(query, fitsWidth && fitsOrientation);
  });
}

/** A MediaQueryList that answers `matches` and ignores listeners: jsdom has none of its own. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  } as MediaQueryList;
}
