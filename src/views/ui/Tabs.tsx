import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';

// A dialog's tabs look like a segmented control and a page's are underlined: their views style them
// with className. react-aria ties each Tab to the TabPanel of the same id and moves between them with
// the arrow keys.
export type { TabListProps, TabPanelProps, TabProps, TabsProps };

export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} />;
}

/** Named by aria-label: what the choice between its tabs is about. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} />;
}

export function Tab(props: TabProps) {
  return <AriaTab {...props} />;
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} />;
}
