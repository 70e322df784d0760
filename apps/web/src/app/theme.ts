import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white button text and indigo links above 4.5:1 contrast (shade 6 is 4.3:1).
  primaryShade: { light: 8, dark: 5 },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

// Mantine's defaults for dimmed text (gray 6) and errors (red 6) fall under 4.5:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
