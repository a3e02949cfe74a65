import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';
import { Spinner } from './Spinner';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children'> &
  ButtonVariants & {
    children: ReactNode;
    /** Shown with a spinner while isPending; the button stays labelled for screen readers. */
    pendingLabel?: ReactNode;
    className?: string;
  };

export function Button({ variant, size, fullWidth, pendingLabel, isPending, children, className, ...props }: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  // A pending button is disabled rather than react-aria's "pending" so its busy label stays readable.
  return (
    <AriaButton {...props} isDisabled={props.isDisabled || isPending} className={classes} data-pending={isPending || undefined}>
      {isPending && pendingLabel !== undefined ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}

export type BareButtonProps = AriaButtonProps;

/**
 * A react-aria button that takes its whole look from the caller's className: the one-off controls
 * whose shape is their place's (a menu's trigger, the floating assistant button, a palette entry),
 * where Button's variants would fight the caller's style.
 */
export function BareButton(props: BareButtonProps) {
  return <AriaButton {...props} />;
}
