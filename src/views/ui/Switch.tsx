import { Switch as AriaSwitch, type SwitchProps } from 'react-aria-components';

export type { SwitchProps };

/**
 * An on/off switch (role switch, data-selected to style on). Its track and thumb are the caller's
 * children: a dashboard row's and the designer's toolbar's differ in size and in what sits beside them.
 */
export function Switch(props: SwitchProps) {
  return <AriaSwitch {...props} />;
}
