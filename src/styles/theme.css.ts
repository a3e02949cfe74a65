import { createGlobalTheme } from '@vanilla-extract/css';

/** Design tokens as CSS variables; every style reads these instead of raw values. */
export const vars = createGlobalTheme(':root', {
  color: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    border: '#e2e8f0',
    text: '#0f172a',
    textMuted: '#475569',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primaryText: '#ffffff',
    accent: '#3b82f6',
    success: '#15803d',
    successSurface: '#dcfce7',
    danger: '#b91c1c',
    dangerSurface: '#fee2e2',
    warning: '#b45309',
    info: '#0369a1',
    indigo: '#4f46e5',
    focus: '#2563eb',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  /**
   * One stacking scale for the whole app: decorations < canvas overlays < side panels < the sticky
   * header < floating buttons < dialogs and drawers < toasts (a notice stays readable over a dialog)
   * < the skip link, which must show over everything when focused.
   */
  zIndex: {
    raised: '1',
    canvasOverlay: '5',
    panel: '10',
    header: '40',
    floating: '50',
    modal: '60',
    toast: '70',
    skipLink: '100',
  },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    overlay: '0 10px 30px rgba(15, 23, 42, 0.2)',
  },
});

export const breakpoints = {
  md: 'screen and (min-width: 768px)',
  lg: 'screen and (min-width: 1024px)',
  xl: 'screen and (min-width: 1280px)',
} as const;
