import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { sampleBots, sampleTasks } from '../../../src/domain/dashboard/sample';
import { dashboardMachine } from '../../../src/machines/dashboard/dashboard.machine';
import { DashboardView } from '../../../src/views/dashboard/DashboardView';
import { describeModel } from '../harness';

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

// Derived straight from the sample module, so the figures follow the data rather than the view's own arithmetic.
const activeBots = sampleBots.filter((bot) => bot.isActive).length;
const botPercent = Math.round((100 * activeBots) / sampleBots.length);
const highPriorityBots = sampleBots.filter((bot) => bot.priority === 'high').length;
const normalPriorityBots = sampleBots.filter((bot) => bot.priority === 'normal').length;
const highPriorityTasks = sampleTasks.filter((task) => task.priority === 'High').length;

function rowValue(region: HTMLElement, label: string): string {
  const row = within(region).getByText(label, { exact: true }).parentElement!;
  return row.textContent!.slice(label.length);
}

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
      expect(tileValue('High Priority')).toBe(highPriorityTasks);

      // Bot Status: active of total, the bar at that percentage, and the priority counts.
      const botStatus = screen.getByRole('region', { name: 'Bot Status' });
      expect(within(botStatus).getByTestId('active-bots')).toHaveTextContent(`${activeBots}/${sampleBots.length}`);
      const bar = within(botStatus).getByRole('progressbar', { name: 'Active Bots' });
      expect(bar).toHaveAttribute('aria-valuenow', String(botPercent));
      expect(bar).toHaveAttribute('aria-valuetext', `${botPercent}%`);
      expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${botPercent}%`);
      expect(rowValue(botStatus, 'High Priority')).toBe(String(highPriorityBots));
      expect(rowValue(botStatus, 'Normal Priority')).toBe(String(normalPriorityBots));

      // The navigation cards, My Bots first.
      expect(screen.getByRole('link', { name: /^My Bots/ })).toHaveAttribute('href', '/my-bots');
      expect(screen.getByRole('link', { name: /^My Bots/ })).toHaveTextContent('Manage and monitor your bots');

      const items = screen.getAllByTestId('activity-item');
      expect(items).toHaveLength(3);
      // Each recent row names its task, its asset and when it last ran.
      for (const [index, item] of items.entries()) {
        const task = tasks[index]!;
        expect(within(item).getByText(task.task)).toBeInTheDocument();
        expect(within(item).getByText(task.asset)).toBeInTheDocument();
        expect(within(item).getByText(`Last ran: ${task.lastRan}`)).toBeInTheDocument();
      }
      expect(screen.getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/my-bots');
      const firstTask = tasks[0]!;
      expect(within(items[0]!).getByText(firstTask.status ? 'Active' : 'Inactive')).toBeInTheDocument();
      expect(within(items[0]!).getByRole('switch')).toHaveProperty('checked', firstTask.status);
    },
  },
});
