import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import * as styles from './UnsavedChangesGuard.css';

/**
 * Warns before unsaved work is lost: the browser's own prompt on reload or closing the
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
    <Dialog
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogHeader title="Leave without saving?" />
      <p className={styles.text}>Your workflow has unsaved changes. If you leave now, they will be lost.</p>
      <DialogActions>
        <Button variant="secondary" onPress={() => blocker.reset?.()} autoFocus>
          Stay
        </Button>
        <Button variant="danger" onPress={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
