import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger as AriaDialogTrigger, Heading, Modal, ModalOverlay, type DialogTriggerProps } from 'react-aria-components';
import { Button } from './Button';
import * as styles from './Dialog.css';

interface OverlayProps {
  /** Controlled; leave undefined inside a DialogTrigger, which then owns the state. */
  isOpen?: boolean;
  /** Called with false when Escape, a click on the backdrop or the close button asks to close. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Escape and a backdrop click close it (default); both off while something must not be interrupted. */
  isDismissable?: boolean;
  /** A confirmation that interrupts the user: announced as an alert dialog. */
  role?: 'dialog' | 'alertdialog';
  /** Content, or a function of `{ close }` for content with its own close control. */
  children: ComponentProps<typeof AriaDialog>['children'];
}

export interface DialogProps extends OverlayProps {
  size?: keyof typeof styles.modal;
}

/**
 * Every centred dialog of the app: backdrop, modal surface and dialog semantics on the one z-index
 * scale of the theme. The content names it with a `DialogHeader` (or a `DialogTitle`).
 */
export function Dialog({ isOpen, onOpenChange, isDismissable = true, role, size = 'md', children }: DialogProps) {
  return (
    <ModalOverlay className={styles.overlay.center} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable}>
      <Modal className={styles.modal[size]}>
        <AriaDialog role={role} className={styles.dialog}>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface DrawerDialogProps extends OverlayProps {
  side?: keyof typeof styles.drawer;
}

/** A panel that slides in from a side of the window and is modal while open (the assistant's chat). */
export function DrawerDialog({ isOpen, onOpenChange, isDismissable = true, role, side = 'right', children }: DrawerDialogProps) {
  return (
    <ModalOverlay className={styles.overlay.side} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable}>
      <Modal className={styles.drawer[side]}>
        <AriaDialog role={role} className={styles.drawerDialog}>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface DialogHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** With an accessible name, a close button sits at the header's end. */
  closeLabel?: string;
  onClose?: () => void;
}

export type { DialogTriggerProps };

/** Opens the Dialog or DrawerDialog inside it from its first child, a button, which gets focus back on close. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

/** The heading a dialog is announced by, for content that lays out its own header. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Heading slot="title" className={className}>
      {children}
    </Heading>
  );
}

/** The dialog's title (what screen readers announce it by), an optional line under it and a close button. */
export function DialogHeader({ title, description, closeLabel, onClose }: DialogHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <DialogTitle className={styles.title}>{title}</DialogTitle>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {closeLabel && onClose ? (
        <Button size="icon" variant="ghost" aria-label={closeLabel} onPress={onClose}>
          <X size={18} aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

/** The row of buttons that ends a dialog, primary action last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
