/**
 * The dashboard's built-in sample data (spec 01 §2: no server call is made). It lives in one module so
 * the My Bots issue can replace it with the user's own bots.
 */
export type TaskPriority = 'High' | 'Medium' | 'Low';

export interface Task {
  id: string;
  task: string;
  asset: string;
  /** On or off (spec 01 §3: a boolean). */
  status: boolean;
  /** D7: paused is its own flag; none of the sample tasks is paused. */
  paused: boolean;
  priority: TaskPriority;
  start: string;
  end: string;
  lastRan: string;
  notes: string;
  configure: string;
}

export interface Bot {
  isActive: boolean;
  priority: 'high' | 'normal';
}

export const sampleTasks: readonly Task[] = [
  {
    id: 'task-invoices',
    task: 'Download supplier invoices',
    asset: 'Invoice Collector',
    status: true,
    paused: false,
    priority: 'High',
    start: '08:00',
    end: '08:15',
    lastRan: '2 hours ago',
    notes: 'Saves every new PDF invoice to the finance folder.',
    configure: 'Daily',
  },
  {
    id: 'task-leads',
    task: 'Sync new leads to the CRM',
    asset: 'Lead Sync Bot',
    status: false,
    paused: false,
    priority: 'Medium',
    start: '09:00',
    end: '09:05',
    lastRan: 'Yesterday',
    notes: 'Copies form sign-ups into the CRM with their source.',
    configure: 'Hourly',
  },
  {
    id: 'task-prices',
    task: 'Scrape competitor prices',
    asset: 'Price Watcher',
    status: true,
    paused: false,
    priority: 'Low',
    start: '06:30',
    end: '06:45',
    lastRan: '5 hours ago',
    notes: 'Writes the price table to a CSV report.',
    configure: 'Daily',
  },
  {
    id: 'task-report',
    task: 'Email the weekly sales report',
    asset: 'Report Mailer',
    status: true,
    paused: false,
    priority: 'High',
    start: 'Mon 07:00',
    end: 'Mon 07:10',
    lastRan: '3 days ago',
    notes: 'Sends the summary to the sales team.',
    configure: 'Weekly',
  },
  {
    id: 'task-backup',
    task: 'Back up the order database',
    asset: 'Backup Runner',
    status: false,
    paused: false,
    priority: 'Medium',
    start: '23:00',
    end: '23:30',
    lastRan: 'Last week',
    notes: 'Keeps the last 14 backups.',
    configure: 'Nightly',
  },
];

export const sampleBots: readonly Bot[] = [
  { isActive: true, priority: 'high' },
  { isActive: true, priority: 'normal' },
  { isActive: false, priority: 'normal' },
  { isActive: true, priority: 'high' },
  { isActive: false, priority: 'normal' },
  { isActive: true, priority: 'normal' },
];

/** Spec 01 §9: the dashboard shows the first 3 tasks. */
export const RECENT_ACTIVITY_COUNT = 3;
