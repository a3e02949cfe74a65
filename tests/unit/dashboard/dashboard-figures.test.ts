import { describe, expect, it } from 'vitest';
import { sampleTasks, type Task } from '../../../src/domain/dashboard/sample';
import { countTasks, recentTasks, summariseBots } from '../../../src/machines/dashboard/dashboard.selectors';

const task = (overrides: Partial<Task>): Task => ({ ...sampleTasks[0]!, ...overrides });

describe('dashboard figures (D7)', () => {
  it('counts tasks by their real status, pause flag and priority', () => {
    const tasks = [
      task({ status: true, priority: 'High' }),
      task({ status: false, priority: 'High' }),
      task({ status: false, paused: true, priority: 'Low' }),
      task({ status: true, priority: 'Medium' }),
    ];
    expect(countTasks(tasks)).toEqual({ active: 2, paused: 1, inactive: 2, highPriority: 2 });
  });

  it('summarises bots as active of total with a whole percentage', () => {
    expect(
      summariseBots([
        { isActive: true, priority: 'high' },
        { isActive: false, priority: 'normal' },
        { isActive: true, priority: 'normal' },
      ]),
    ).toEqual({ active: 2, total: 3, percent: 67, highPriority: 1, normalPriority: 2 });
    expect(summariseBots([])).toEqual({ active: 0, total: 0, percent: 0, highPriority: 0, normalPriority: 0 });
  });

  it('shows the first three tasks as recent activity', () => {
    expect(recentTasks(sampleTasks).map((entry) => entry.id)).toEqual(sampleTasks.slice(0, 3).map((entry) => entry.id));
  });
});
