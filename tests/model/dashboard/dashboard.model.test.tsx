import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Bot } from '../../../src/domain/bots/bots';
import { dashboardMachine, type DashboardData } from '../../../src/machines/dashboard/dashboard.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { DashboardView } from '../../../src/views/dashboard/DashboardView';
import { backupChecker, invoiceCollector, leadSync, summaryOf } from '../../../src/views/bots/bot-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const recent = [backupChecker, invoiceCollector, leadSync];
const loaded: DashboardData = { summary: summaryOf(recent), recent };
// After Backup Checker was switched on, as the server then counts it.
const backupOn = { ...backupChecker, isActive: true };
const reloaded: DashboardData = { summary: summaryOf([backupOn, invoiceCollector, leadSync]), recent: [backupOn, invoiceCollector, leadSync] };

function mount() {
  const loadDashboard = createDeferredActor<DashboardData>();
  const setActive = createDeferredActor<Bot, { id: number; isActive: boolean }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(
    dashboardMachine.provide({ actors: { loadDashboard: loadDashboard.logic, setActive: setActive.logic }, actions: { showToast: (_, toast) => showToast(toast) } }),
  ).start();
  const view = render(
    <MemoryRouter>
      <DashboardView actor={actor} />
    </MemoryRouter>,
  );
  return { actor, view, loadDashboard, setActive, showToast };
}
type Sut = ReturnType<typeof mount>;

function tileValue(label: string): string {
  const tile = screen.getAllByTestId('stat-tile').find((element) => element.textContent?.startsWith(label))!;
  return tile.textContent!.slice(label.length);
}

function rowValue(region: HTMLElement, label: string): string {
  const row = within(region).getByText(label, { exact: true }).parentElement!;
  return row.textContent!.slice(label.length);
}

describeModel('dashboard machine with the dashboard view', {
  machine: dashboardMachine,
  events: [
    { type: 'xstate.done.actor.loadDashboard', output: loaded },
    { type: 'xstate.error.actor.loadDashboard', error: refused(500, 'Internal server error') },
    { type: 'dashboard.retry' },
    { type: 'bot.toggle', bot: backupChecker },
    { type: 'xstate.done.actor.setActive', output: backupOn },
    { type: 'xstate.error.actor.setActive', error: refused(404, 'Bot not found') },
    { type: 'xstate.done.actor.refreshDashboard', output: reloaded },
    { type: 'xstate.error.actor.refreshDashboard', error: refused(500, 'Internal server error') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadDashboard': (sut, event) => sut.loadDashboard.resolve(event.output as DashboardData),
    'xstate.error.actor.loadDashboard': (sut, event) => sut.loadDashboard.reject(event.error),
    'dashboard.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'bot.toggle': () => {
      fireEvent.click(screen.getByRole('switch', { name: `${backupChecker.title} active` }));
    },
    'xstate.done.actor.setActive': (sut, event) => sut.setActive.resolve(event.output as Bot),
    'xstate.error.actor.setActive': (sut, event) => sut.setActive.reject(event.error),
    'xstate.done.actor.refreshDashboard': (sut, event) => sut.loadDashboard.resolve(event.output as DashboardData),
    'xstate.error.actor.refreshDashboard': (sut, event) => sut.loadDashboard.reject(event.error),
  },
  assertions: {
    loading: () => {
      expect(screen.getByText('Loading your bots...')).toBeInTheDocument();
      expect(tileValue('Active Tasks')).toBe('–');
    },
    failed: () => {
      expect(screen.getByText('Your bots could not be loaded.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Bot Status' })).toBeNull();
    },
    ready: (sut: Sut) => {
      const { summary, recent: shown } = sut.actor.getSnapshot().context;
      // D7: on, off after running, off and never run, high priority — from the user's bots.
      const on = shown.filter((bot) => bot.isActive).length;
      const paused = shown.filter((bot) => !bot.isActive && bot.lastRan !== null).length;
      expect(tileValue('Active Tasks')).toBe(String(on));
      expect(tileValue('Paused Tasks')).toBe(String(paused));
      expect(tileValue('Inactive Tasks')).toBe(String(shown.length - on - paused));
      expect(tileValue('High Priority')).toBe('1');
      expect(summary!.active).toBe(on);

      const botStatus = screen.getByRole('region', { name: 'Bot Status' });
      expect(within(botStatus).getByTestId('active-bots')).toHaveTextContent(`${on}/3`);
      const percent = Math.round((100 * on) / 3);
      const bar = within(botStatus).getByRole('progressbar', { name: 'Active Bots' });
      expect(bar).toHaveAttribute('aria-valuenow', String(percent));
      expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${percent}%`);
      expect(rowValue(botStatus, 'High Priority')).toBe('1');
      expect(rowValue(botStatus, 'Normal Priority')).toBe('1');

      expect(screen.getByRole('link', { name: /^My Bots/ })).toHaveAttribute('href', '/my-bots');
      const items = screen.getAllByTestId('activity-item');
      expect(items).toHaveLength(3);
      for (const [index, item] of items.entries()) {
        const bot = shown[index]!;
        expect(within(item).getByText(bot.title)).toBeInTheDocument();
        expect(within(item).getByText(`by ${bot.author}`)).toBeInTheDocument();
        expect(within(item).getByText(bot.lastRan ? /^Last ran: \w{3} \d{1,2}, \d{4}/ : 'Last ran: Never')).toBeInTheDocument();
        expect(within(item).getByText(bot.isActive ? 'Active' : 'Inactive', { exact: true })).toBeInTheDocument();
        expect(within(item).getByRole('switch')).toHaveProperty('checked', bot.isActive);
      }
      expect(screen.getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/my-bots');
    },
    'ready.toggling': () => {
      // Shown at once; the switches wait for the answer.
      expect(screen.getByRole('switch', { name: `${backupChecker.title} active` })).toBeChecked();
      expect(screen.getByRole('switch', { name: `${backupChecker.title} active` })).toBeDisabled();
    },
    'ready.idle': (sut: Sut) => {
      if (sut.setActive.calls.length === 0) return;
      const last = sut.showToast.mock.lastCall?.[0];
      if (last) expect(last).toEqual({ title: 'Update Failed', description: 'Backup Checker is still off: Bot not found', variant: 'destructive' });
    },
    'ready.refreshing': (sut: Sut) => {
      expect(sut.setActive.calls.at(-1)).toEqual({ id: backupChecker.id, isActive: true });
    },
  },
});
