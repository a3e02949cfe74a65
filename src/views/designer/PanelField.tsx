import { useId, type ReactNode } from 'react';
import * as styles from './PropertiesPanel.css';

/** One labelled control of the properties panel, with its hint tied to it for screen readers. */
export function PanelField({ label, hint, children }: { label: string; hint?: string; children: (id: string, hintId: string | undefined) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id, hint ? hintId : undefined)}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
