import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { sampleBots, sampleTasks } from '../../src/machines/dashboard-sample';
import { dashboardMachine } from '../../src/machines/dashboard.machine';
import { DashboardView } from '../../src/views/dashboard/DashboardView';
import { describeModel } from './harness';

function mount() {
  const actor = createActor(dashboardMachine, { input: { tasks: sampleTasks, bots: sampleBots } }).start();
  const view = render(
    <MemoryRouter>
      <DashboardView actor={actor} />
    </MemoryRouter>,
  );
  return { actor, view };
}
type Sut = ReturnType<typeof mount>;

function tileValue(label: string): number {
  const tile = screen.getAllByTestId('stat-tile').find((element) => element.textContent?.startsWith(label))!;
  return Number(tile.textContent?.slice(label.length));
}

const first = sampleTasks[0]!;

describeModel('dashboard machine with the dashboard view', {
  machine: dashboardMachine,
  input: { tasks: sampleTasks, bots: sampleBots },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.tasks.map((task) => task.status)]),
  events: [{ type: 'task.toggle', taskId: first.id }],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'task.toggle': (_sut, event) => {
      const task = sampleTasks.find((candidate) => candidate.id === event.taskId)!;
      fireEvent.click(screen.getByRole('switch', { name: `${task.task} active` }));
    },
  },
  assertions: {
    ready: (sut: Sut) => {
      const tasks = sut.actor.getSnapshot().context.tasks;
      const on = tasks.filter((task) => task.status).length;
      // D7: the tiles follow the tasks, toggles included.
      expect(tileValue('Active Tasks')).toBe(on);
      expect(tileValue('Inactive Tasks')).toBe(tasks.length - on);
      expect(tileValue('Paused Tasks')).toBe(0);
      expect(tileValue('High Priority')).toBe(2);
      const items = screen.getAllByTestId('activity-item');
      expect(items).toHaveLength(3);
      const firstTask = tasks[0]!;
      expect(within(items[0]!).getByText(firstTask.status ? 'Active' : 'Inactive')).toBeInTheDocument();
      expect(within(items[0]!).getByRole('switch')).toHaveProperty('checked', firstTask.status);
    },
  },
});
