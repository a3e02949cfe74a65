import { Radio as AriaRadio, RadioGroup as AriaRadioGroup, type RadioGroupProps, type RadioProps } from 'react-aria-components';

export type { RadioGroupProps, RadioProps };

/** One choice of several, moved between with the arrow keys; named by its label or aria-labelledby. */
export function RadioGroup(props: RadioGroupProps) {
  return <AriaRadioGroup {...props} />;
}

/** A choice that is a whole labelled tile (data-selected to style on), its input visually hidden. */
export function Radio(props: RadioProps) {
  return <AriaRadio {...props} />;
}
