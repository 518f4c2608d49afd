import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Quire's ink blue; shades 6 and up pass WCAG AA contrast with white text. */
const ink: MantineColorsTuple = [
  '#eef3fb',
  '#d9e2f2',
  '#b0c3e5',
  '#85a2d8',
  '#6286cd',
  '#4b74c7',
  '#3560b4',
  '#2a5099',
  '#1f417f',
  '#1d3b6f',
];

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: 7,
  colors: { ink },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
  focusRing: 'auto',
  // A reader who asks their system for less motion gets none: menus, dialogs, toasts and steps
  // appear and go at once (WCAG 2.3.3).
  respectReducedMotion: true,
  defaultRadius: 'sm',
  components: {
    // Links inside text must not rely on colour alone (axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/** Text colours Mantine derives from lighter shades, darkened to pass WCAG AA on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});
