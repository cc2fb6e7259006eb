import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import classes from './theme.module.css';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Alert titles in the alert's colour fail contrast on its light background: keep them in the text colour.
    // Links in its message are blue.9, which reads on every light alert (./theme.module.css).
    Alert: {
      styles: { title: { color: 'var(--mantine-color-text)' } },
      classNames: { message: classes.alertMessage },
    },
    // Every dialog's close button says what it does to a screen reader.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A menu holds menu items only: Mantine's focus placeholder (role="presentation") fails axe's
    // aria-required-children, and the ARIA menu pattern focuses the first item anyway (docs/decisions/018).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
});

/** Secondary and error text dark enough for WCAG AA contrast on white (Mantine's defaults are ~3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Red buttons and red text (Delete, Logout) at shade 8 are 4.5:1 on white, exactly the AA floor: shade 9 is 5.5:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a82323',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    // Subtle and light blue buttons (the account menu while open, Make primary after a tap) hover on blue.2, where
    // blue text is 4.0:1; blue.1 keeps it at 4.9:1 (docs/decisions/018-walk-through-fixes.md).
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
