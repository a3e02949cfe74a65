import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from './Button';
import * as styles from './FileField.css';
import { FileTrigger } from './FileTrigger';

export interface FileFieldProps {
  label: string;
  /** What the form accepts, said under the label ('PNG, JPG up to 5MB'). */
  hint?: string;
  file: File | null;
  /** MIME types and extensions the picker offers. */
  accepted: readonly string[];
  errorMessage?: string;
  isDisabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** A labelled file picker: the chosen file's name, a way to remove it, and its error under it. */
export function FileField({ label, hint, file, accepted, errorMessage, isDisabled, onChoose, onRemove }: FileFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <FileTrigger
          acceptedFileTypes={[...accepted]}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (chosen) onChoose(chosen);
          }}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            <Upload size={16} aria-hidden="true" />
            Choose file
          </Button>
        </FileTrigger>
        <span className={styles.name}>{file ? file.name : 'No file chosen'}</span>
        {file && !isDisabled ? (
          <Button variant="ghost" size="sm" onPress={onRemove}>
            Remove file
          </Button>
        ) : null}
      </div>
      {errorMessage ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
