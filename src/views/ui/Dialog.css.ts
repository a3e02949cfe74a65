import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const reducedMotion = '(prefers-reduced-motion: reduce)';

const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: 'rgba(15, 23, 42, 0.45)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const overlay = styleVariants({
  center: [backdrop, { display: 'grid', placeItems: 'center', padding: vars.space.md }],
  side: [backdrop, { background: 'rgba(15, 23, 42, 0.35)' }],
});

const surface = style({
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

const centred = style([
  surface,
  {
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    overflow: 'auto',
    overscrollBehavior: 'contain',
    borderRadius: vars.radius.lg,
    selectors: { '&[data-entering]': { animation: `${riseIn} 180ms ease-out` } },
    '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
  },
]);

export const modal = styleVariants({
  sm: [centred, { maxWidth: 420 }],
  md: [centred, { maxWidth: 520 }],
  lg: [centred, { maxWidth: 880 }],
});

const sidePanel = style([
  surface,
  {
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: 'min(420px, 100vw)',
    display: 'flex',
    flexDirection: 'column',
    '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
  },
]);

export const drawer = styleVariants({
  right: [sidePanel, { right: 0, selectors: { '&[data-entering]': { animation: `${fromRight} 200ms ease-out` } } }],
  left: [sidePanel, { left: 0, selectors: { '&[data-entering]': { animation: `${fromLeft} 200ms ease-out` } } }],
});

export const dialog = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, outline: 'none' });
export const drawerDialog = style({ height: '100%', display: 'flex', flexDirection: 'column', outline: 'none' });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: '1.25rem', display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

// On a phone the buttons that wrap onto their own rows take the full width, instead of a ragged
// right-aligned stack of different widths.
globalStyle(`${actions} > *`, { '@media': { 'screen and (max-width: 767px)': { flex: '1 1 auto' } } });
