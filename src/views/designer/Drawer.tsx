import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import * as styles from './Drawer.css';

export interface DrawerProps {
  id: string;
  title: string;
  side: 'left' | 'right';
  /** The close button and Escape inside the drawer. */
  onClose: () => void;
  /** Move focus to the drawer's first field when it opens (the palette's search). */
  focusOnOpen?: boolean;
  children: ReactNode;
}

/** A side panel over the canvas; not modal, so the canvas stays usable beside it. */
export function Drawer({ id, title, side, onClose, focusOnOpen = false, children }: DrawerProps) {
  const headingId = `${id}-heading`;
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnOpen) body.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
  }, [focusOnOpen]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };
  return (
    <aside id={id} className={styles.drawer[side]} aria-labelledby={headingId} onKeyDown={closeOnEscape}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <Button size="icon" variant="ghost" aria-label={`Close ${title}`} onPress={onClose}>
          <X size={16} aria-hidden="true" />
        </Button>
      </div>
      <div ref={body} className={styles.body}>
        {children}
      </div>
    </aside>
  );
}
