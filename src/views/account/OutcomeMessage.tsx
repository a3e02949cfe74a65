import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './AccountForms.css';

/**
 * What a finished account flow says (a link sent, a password reset, a link that no longer works).
 * It replaces the form whose button had focus, so it takes focus itself: a screen reader reads it
 * at once and the keyboard goes on from there to its links.
 */
export function OutcomeMessage({ children, tone = 'status' }: { children: ReactNode; tone?: 'status' | 'alert' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role={tone} className={styles.outcome}>
      {children}
    </div>
  );
}
