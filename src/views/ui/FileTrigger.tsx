import { FileTrigger as AriaFileTrigger, type FileTriggerProps } from 'react-aria-components';

export type { FileTriggerProps };

/** Opens the platform's file picker from its child, a button; onSelect gets the chosen files. */
export function FileTrigger(props: FileTriggerProps) {
  return <AriaFileTrigger {...props} />;
}
