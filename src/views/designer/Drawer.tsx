import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import * as styles from './Drawer.css';

export interface DrawerProps {
  id: string;
  title: string;
  side: 'left' | 'right';
  /** Without it the drawer closes only when what it shows goes away (the properties on deselection). */
  onClose?: () => void;
  children: ReactNode;
}

/** A side panel over the canvas; not modal, so the canvas stays usable beside it. */
export function Drawer({ id, title, side, onClose, children }: DrawerProps) {
  const headingId = `${id}-heading`;
  return (
    <aside id={id} className={styles.drawer[side]} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {onClose ? (
          <Button size="icon" variant="ghost" aria-label={`Close ${title}`} onPress={onClose}>
            <X size={16} aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
