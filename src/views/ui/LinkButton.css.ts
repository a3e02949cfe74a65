import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const linkButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: 600,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover': { background: vars.color.surfaceMuted } },
      },
      inverse: {
        background: '#ffffff',
        color: '#1e3a8a',
        selectors: { '&:hover': { background: '#e0e7ff' } },
      },
      outlineInverse: {
        background: 'rgba(255, 255, 255, 0.08)',
        color: '#ffffff',
        borderColor: 'rgba(255, 255, 255, 0.45)',
        selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.16)' } },
      },
    },
    size: {
      sm: { padding: `6px 12px`, fontSize: '0.875rem' },
      md: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: '0.9375rem' },
      lg: { padding: `12px 22px`, fontSize: '1rem' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type LinkButtonVariants = NonNullable<RecipeVariants<typeof linkButton>>;
