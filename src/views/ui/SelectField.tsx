import { useId } from 'react';
import * as styles from './TextField.css';

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  isDisabled?: boolean;
  errorMessage?: string | null;
}

/** A labelled native select: the platform's own picker, which phones show best, styled like a TextField. */
export function SelectField<T extends string>({ label, value, options, onChange, isDisabled, errorMessage }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
