import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, CheckboxGroup as AriaCheckboxGroup, FieldError, Label, Text, type CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import * as fieldStyles from './TextField.css';
import * as styles from './CheckboxGroup.css';

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'className' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  /** A message from the form's own rules; shown under the group and marks it invalid. */
  errorMessage?: string | null;
  children: ReactNode;
};

/** Several choices at once (role group, each a checkbox), labelled like a TextField, Tab and Space to move and tick. */
export function CheckboxGroup({ label, description, errorMessage, children, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.group}>
      <Label className={fieldStyles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.options}>{children}</div>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}

/**
 * One choice of a CheckboxGroup: a drawn box (its input visually hidden) and its label, which is its
 * accessible name; what the choice means sits beside it as the checkbox's description.
 */
export function Checkbox({ value, label, description }: { value: string; label: ReactNode; description?: ReactNode }) {
  const descriptionId = useId();
  return (
    <div className={styles.option}>
      <AriaCheckbox value={value} className={styles.checkbox} aria-describedby={description ? descriptionId : undefined}>
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected ? <Check size={14} strokeWidth={3} /> : null}
            </span>
            <span className={styles.optionLabel}>{label}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <span id={descriptionId} className={styles.optionDescription}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
