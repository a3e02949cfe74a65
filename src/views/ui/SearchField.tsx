import { Input, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import * as styles from './SearchField.css';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'children'> & {
  placeholder?: string;
  /** Where the field sits in its toolbar; the box itself looks the same in every list. */
  className?: string;
};

/** A list's search box: named by aria-label (its placeholder says what it searches), Escape clears it. */
export function SearchField({ placeholder, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props}>
      <Input className={styles.input} placeholder={placeholder} />
    </AriaSearchField>
  );
}
