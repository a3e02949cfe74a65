import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label as AriaLabel,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type LabelProps,
  type TextAreaProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './TextField.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  /** A message from the form's own rules; shown under the field and marks it invalid. */
  errorMessage?: string | null;
  placeholder?: string;
  multiline?: boolean;
  /** Keeps one line under the field for its error, so a message appearing moves nothing (a centred card would jump). */
  reserveErrorSpace?: boolean;
  className?: string;
};

export function TextField({ label, description, errorMessage, placeholder, multiline, reserveErrorSpace, className, ...props }: TextFieldProps) {
  const error = <FieldError className={styles.error}>{errorMessage}</FieldError>;
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <AriaLabel className={styles.label}>{label}</AriaLabel>
      {multiline ? (
        <AriaTextArea className={styles.input} placeholder={placeholder} rows={4} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {reserveErrorSpace ? <div className={styles.errorSlot}>{error}</div> : error}
    </AriaTextField>
  );
}

// The parts, for a field that lays itself out and takes its look from className: the chat's composer,
// a bare message box that sends on Enter, with its counter and buttons under it.
export type { LabelProps, TextAreaProps };
export type BareTextFieldProps = AriaTextFieldProps;

/** Ties its Label and TextArea together (label, value, disabled, description) and holds the value. */
export function BareTextField(props: BareTextFieldProps) {
  return <AriaTextField {...props} />;
}

export function Label(props: LabelProps) {
  return <AriaLabel {...props} />;
}

export function TextArea(props: TextAreaProps) {
  return <AriaTextArea {...props} />;
}
