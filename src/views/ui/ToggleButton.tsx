import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import * as styles from './ToggleButton.css';

export type { ToggleButtonGroupProps };

export type ToggleButtonProps = Omit<AriaToggleButtonProps, 'className'> & {
  /** 'chip' is the filter pill the lists share; without it the caller's className is the whole look (a card's ON/OFF, a heart). */
  variant?: 'chip';
  className?: string;
};

/** A button that stays pressed: react-aria gives it aria-pressed and data-selected to style on. */
export function ToggleButton({ variant, className, ...props }: ToggleButtonProps) {
  const classes = [variant ? styles[variant] : null, className].filter(Boolean).join(' ');
  return <AriaToggleButton {...props} className={classes || undefined} />;
}

/** ToggleButtons of which one (or several) is chosen, moved between with the arrow keys. */
export function ToggleButtonGroup(props: ToggleButtonGroupProps) {
  return <AriaToggleButtonGroup {...props} />;
}
