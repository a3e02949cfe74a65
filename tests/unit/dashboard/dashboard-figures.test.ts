import { describe, expect, it } from 'vitest';
import { botStatus, taskTiles } from '../../../src/machines/dashboard/dashboard.selectors';
import { backupChecker, invoiceCollector, leadSync, summaryOf } from '../../../src/views/bots/bot-story-fixtures';

describe('dashboard figures (D7)', () => {
  it('counts on as active, off-after-running as paused, off-and-never-run as inactive, and high priority', () => {
    // Invoice Collector is on; Backup Checker is off but ran last night; Lead Sync Bot is off and never ran.
    expect(taskTiles(summaryOf([invoiceCollector, backupChecker, leadSync]))).toEqual({ active: 1, paused: 1, inactive: 1, highPriority: 1 });
    expect(taskTiles(summaryOf([]))).toEqual({ active: 0, paused: 0, inactive: 0, highPriority: 0 });
  });

  it('gives Bot Status as active of total with a whole percentage', () => {
    expect(botStatus(summaryOf([invoiceCollector, backupChecker, leadSync]))).toEqual({ active: 1, total: 3, percent: 33, highPriority: 1, normalPriority: 1 });
    expect(botStatus(summaryOf([]))).toEqual({ active: 0, total: 0, percent: 0, highPriority: 0, normalPriority: 0 });
  });
});
