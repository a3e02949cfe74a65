import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './Pagination.css';

export interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  /** The page numbers to show, `null` for an ellipsis (the caller's rule: 02 §9 for the marketplace and history). */
  buttons: ReadonlyArray<number | null>;
  onChange: (page: number) => void;
}

/** Page buttons with Previous and Next; hidden when there is one page. */
export function Pagination({ label, page, pageCount, buttons, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li>
          <AriaButton className={styles.page} isDisabled={page <= 1} onPress={() => onChange(page - 1)} aria-label="Previous page">
            <ChevronLeft size={16} aria-hidden="true" />
          </AriaButton>
        </li>
        {buttons.map((each, index) =>
          each === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={each}>
              <AriaButton
                className={styles.page}
                aria-current={each === page ? 'page' : undefined}
                aria-label={`Page ${each}`}
                onPress={() => onChange(each)}
              >
                {each}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <AriaButton className={styles.page} isDisabled={page >= pageCount} onPress={() => onChange(page + 1)} aria-label="Next page">
            <ChevronRight size={16} aria-hidden="true" />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
