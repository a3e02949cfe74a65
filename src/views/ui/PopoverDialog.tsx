import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, DialogTrigger, Heading, Popover, type ButtonProps, type PopoverProps } from 'react-aria-components';

// A small panel that opens from a button and floats beside it (the navigation bar's bell): react-aria
// gives it the dialog role, moves focus in and back, and closes it on Escape or a click outside.

export { DialogTrigger as PopoverDialogTrigger };

/** The button that opens it, styled by the caller; its aria-label is its name. */
export function PopoverButton(props: ButtonProps) {
  return <AriaButton {...props} />;
}

/** A heading that names the panel's dialog. */
export function PopoverTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Heading slot="title" className={className}>
      {children}
    </Heading>
  );
}

export interface PopoverDialogProps {
  placement?: PopoverProps['placement'];
  popoverClassName?: string;
  className?: string;
  'aria-label'?: string;
  children: (close: () => void) => ReactNode;
}

/** The floating panel, portalled out of the page; children get the function that closes it. */
export function PopoverDialog({ placement = 'bottom end', popoverClassName, className, children, ...rest }: PopoverDialogProps) {
  return (
    <Popover placement={placement} className={popoverClassName}>
      <AriaDialog className={className} aria-label={rest['aria-label']}>
        {({ close }) => children(close)}
      </AriaDialog>
    </Popover>
  );
}
