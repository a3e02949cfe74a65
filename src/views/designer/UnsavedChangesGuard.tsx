import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useBlocker } from 'react-router-dom';
import { Button } from '../ui/Button';
import * as styles from './UnsavedChangesGuard.css';

/**
 * Warns before unsaved work is lost (issue 6): the browser's own prompt on reload or closing the
 * tab, and a confirmation before the app navigates elsewhere. Needs a data router (useBlocker).
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const isOpen = blocker.state === 'blocked';
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            Leave without saving?
          </Heading>
          <p className={styles.text}>Your workflow has unsaved changes. If you leave now, they will be lost.</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => blocker.reset?.()} autoFocus>
              Stay
            </Button>
            <Button variant="danger" onPress={() => blocker.proceed?.()}>
              Leave
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
