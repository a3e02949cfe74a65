import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';

export type FormProps = Omit<AriaFormProps, 'onSubmit' | 'validationBehavior'> & {
  /** The values are in the flow's machine already: submitting only tells it so, and the page stays. */
  onSubmit: () => void;
  ref?: Ref<HTMLFormElement>;
};

/**
 * A form whose rules live in its machine. Its fields show the machine's messages and are marked with
 * aria-invalid ("aria" validation), so the browser's own checks never stop a submit the machine should judge.
 */
export function Form({ onSubmit, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
