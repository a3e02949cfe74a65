import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator,
  type MenuItemProps,
  type MenuProps,
  type MenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
} from 'react-aria-components';

// Each menu keeps the look of the place it opens from (a card's, the header's, a table row's): they
// style these with className. react-aria supplies the roles, the keyboard, the focus and closing on a
// click outside or Escape.
export type { Key } from 'react-aria-components';
export type { MenuItemProps, MenuProps, MenuTriggerProps, PopoverProps, SeparatorProps };

/** Opens its Popover from its first child, a button. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** The floating surface a menu opens in, placed beside its trigger and portalled out of the page. */
export function Popover(props: PopoverProps) {
  return <AriaPopover {...props} />;
}

/** The list of actions; onAction gets the chosen item's id. */
export function Menu<T extends object>(props: MenuProps<T>) {
  return <AriaMenu {...props} />;
}

/** One action; textValue is what typeahead matches when its content is more than text. */
export function MenuItem<T extends object>(props: MenuItemProps<T>) {
  return <AriaMenuItem {...props} />;
}

/** A line between groups of items. */
export function MenuSeparator(props: SeparatorProps) {
  return <Separator {...props} />;
}
