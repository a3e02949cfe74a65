import type { BotPriority } from '../../domain/bots/bots';

/** Spec 02 §2: Priority (High/Normal/Low). */
export const botPriorityOptions: ReadonlyArray<{ value: BotPriority; label: string }> = [
  { value: 'high', label: 'High' },
  { value: 'normal', label: 'Normal' },
  { value: 'low', label: 'Low' },
];

export const priorityLabel = (priority: BotPriority) => botPriorityOptions.find((option) => option.value === priority)?.label ?? priority;
