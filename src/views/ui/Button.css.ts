import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.primaryText,
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: '0.875rem' },
      md: {},
      lg: { padding: `${vars.space.md} ${vars.space.lg}`, fontSize: '1.0625rem' },
      icon: { padding: vars.space.sm, borderRadius: vars.radius.full },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
