import { Toolbar as AriaToolbar, type ToolbarProps } from 'react-aria-components';

export type { ToolbarProps };

/** A row of controls that is one tab stop, moved through with the arrow keys; named by aria-label. */
export function Toolbar(props: ToolbarProps) {
  return <AriaToolbar {...props} />;
}
