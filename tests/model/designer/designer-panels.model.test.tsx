import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { designerPanelsMachine } from '../../../src/machines/designer/designer-panels.machine';
import { selectRunIsBusy } from '../../../src/machines/designer/server-run.selectors';
import { selectHasSelection, selectIsActive } from '../../../src/machines/designer/workflow-editor.selectors';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { savedWorkflow, sequenceWith } from '../../unit/designer/workflow-editor.fixtures';
import { describeModel, eventually } from '../harness';
import { installReactFlowDom } from '../react-flow-dom';
import { activeSwitch, found, historyDialog, mountDesigner, openedRun, partActorsWith, refusal, runPanel, versionsDrawer, type DesignerSut as Sut } from './designer-panels.mount';

installReactFlowDom();

type Snapshot = SnapshotFrom<typeof designerPanelsMachine>;

/**
 * The events the designer can meet, kept to few orders: the sequence opens first; History,
 * Versions and the real run meet each other while Workflow Active rests, and the switch is flipped
 * (and its saves answered) with the panels closed and no run under way.
 */
function events(snapshot: Snapshot): AnyEventObject[] {
  if (snapshot.matches({ activity: 'unopened' })) {
    return [
      { type: 'sequence.opened', sequenceId: 'seq-1', active: true, shown: false },
      { type: 'sequence.opened', sequenceId: 'seq-1', active: false, shown: false },
    ];
  }
  const { shownActive, savedActive } = snapshot.context;
  // The machine turned the switch (to how the sequence was left, or back after a refusal): the editor reports it.
  if (snapshot.matches({ activity: 'saved' }) && shownActive !== savedActive) return [{ type: 'activity.shown', active: savedActive }];
  const flip = { type: 'activity.shown', active: !shownActive };
  if (snapshot.matches({ activity: 'saving' })) return [flip, { type: 'xstate.done.actor.saveActive' }, { type: 'xstate.error.actor.saveActive', error: new Error(refusal) }];
  const isSettled = snapshot.matches({ realRun: 'settled' });
  // History is a modal dialog: nothing behind it can be pressed, but the run's server still answers.
  if (snapshot.matches({ history: 'open' })) {
    return [{ type: 'history.closed' }, ...(isSettled ? [{ type: 'history.runOpened', runId: 'run-7' }] : [{ type: 'run.settled' }]), { type: 'history.versionOpened', number: 2 }];
  }
  // A version opened from History stands in for the canvas, with its Run and Test Workflow: those wait for Versions to close.
  if (snapshot.matches({ versions: 'open' })) {
    return [{ type: 'history.open' }, { type: 'versions.open' }, { type: 'versions.close' }, { type: 'versions.closed' }, ...(isSettled ? [] : [{ type: 'run.settled' }])];
  }
  return [...(isSettled ? [flip, { type: 'run.underWay' }] : [{ type: 'run.settled' }]), { type: 'history.open' }, { type: 'versions.open' }, { type: 'test.start' }];
}

describeModel('designer panels machine with the designer and its panels', {
  machine: designerPanelsMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.savedActive, snapshot.context.shownActive]),
  events,
  chainPaths: true,
  mount: () => mountDesigner(),
  unmount: (sut: Sut) => sut.stop(),
  execute: {
    'sequence.opened': (sut, event) => act(() => sut.loadSequence.resolve({ ...sequenceWith([savedWorkflow]), active: Boolean(event.active) })),
    // The user flips the switch; a turn the machine made is reported by the editor already.
    'activity.shown': (_, event) => {
      if ((activeSwitch() as HTMLInputElement).checked !== event.active) fireEvent.click(activeSwitch());
    },
    'xstate.done.actor.saveActive': (sut) => act(() => sut.saves.pending!.resolve()),
    'xstate.error.actor.saveActive': (sut) => act(() => sut.saves.pending!.reject(new Error(refusal))),
    'history.open': () => {
      fireEvent.click(screen.getByRole('button', { name: 'History' }));
    },
    'history.closed': async () => {
      await eventually(() => expect(historyDialog()).not.toBeNull());
      fireEvent.click(within(historyDialog()!).getByRole('button', { name: 'Close history' }));
    },
    'history.runOpened': async (sut) => {
      const row = await found(() => within(historyDialog()!).getByRole('button', { name: /^Show the steps of Order Intake/ }));
      fireEvent.click(row);
      // History gives way to the run panel, which loads the run.
      await eventually(() => expect(historyDialog()).toBeNull());
      await eventually(() => expect(sut.loadRun.calls.at(-1)).toEqual({ runId: 'run-7' }));
      await act(() => sut.loadRun.resolve(openedRun));
      await found(() => within(runPanel()!).getByRole('heading', { name: 'Run: Order Intake' }));
    },
    'history.versionOpened': async (sut) => {
      const opener = await found(() => within(historyDialog()!).getByRole('button', { name: /^Open version 2/ }));
      const asked = sut.calls.loadVersion.length;
      fireEvent.click(opener);
      // History gives way to Versions, which opens the version the run ran.
      await eventually(() => expect(historyDialog()).toBeNull());
      await eventually(() => expect(sut.calls.loadVersion.slice(asked)).toEqual([2]));
    },
    'versions.open': async (sut) => {
      act(() => sut.editor.send({ type: 'node.select', id: 'node-1' }));
      expect(selectHasSelection(sut.editor.getSnapshot())).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
      // Its panel stands where Bot Properties did.
      expect(selectHasSelection(sut.editor.getSnapshot())).toBe(false);
      expect(screen.queryByRole('complementary', { name: 'Bot Properties' })).toBeNull();
    },
    'versions.close': () => {
      fireEvent.click(within(versionsDrawer()!).getByRole('button', { name: 'Close Versions' }));
    },
    // The panel's own Close stands under an opened version: the list's version is opened first.
    'versions.closed': async () => {
      await found(() => within(versionsDrawer()!).getByRole('heading', { name: /^Version/ }));
      const opener = within(versionsDrawer()!).queryByRole('button', { name: 'Open version 2', hidden: true });
      if (opener) fireEvent.click(opener);
      fireEvent.click(await found(() => within(versionsDrawer()!).getByRole('button', { name: 'Close', hidden: true })));
    },
    'run.underWay': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    },
    'run.settled': (sut) => act(() => sut.startRun.resolve(sampleRuns.completed)),
    'test.start': async (sut) => {
      const wasUnderWay = sut.actor.getSnapshot().matches({ realRun: 'underWay' });
      const recorded = sut.tests.recorded;
      await eventually(() => {
        expect(screen.getByRole('button', { name: 'Test Workflow' })).toBeEnabled();
      });
      fireEvent.click(screen.getByRole('button', { name: 'Test Workflow' }));
      await eventually(() => {
        expect(sut.tests.recorded).toBe(recorded + 1);
      });
      // A finished real run's panel gives the canvas back to the simulation; one under way keeps it.
      if (wasUnderWay) expect(runPanel()).not.toBeNull();
      else expect(sut.serverRun.getSnapshot().matches('idle')).toBe(true);
    },
  },
  assertions: {
    'history.closed': () => {
      expect(historyDialog()).toBeNull();
      expect(screen.queryByText('Loading the execution history...')).toBeNull();
    },
    'history.open': () => {
      // Asked for before the parts' code came, it shows their loading status until it does.
      expect(historyDialog() ?? screen.getByText('Loading the execution history...')).toBeInTheDocument();
    },
    'versions.closed': () => expect(versionsDrawer()).toBeNull(),
    'versions.open': () => expect(versionsDrawer()).not.toBeNull(),
    'realRun.settled': (sut) => {
      expect(selectRunIsBusy(sut.serverRun.getSnapshot())).toBe(false);
      expect(screen.queryByRole('button', { name: 'Running...', hidden: true })).toBeNull();
    },
    'realRun.underWay': (sut) => {
      expect(selectRunIsBusy(sut.serverRun.getSnapshot())).toBe(true);
      expect(runPanel()).not.toBeNull();
    },
    'activity.unopened': (sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading workflow...');
      expect(sut.saves.calls).toEqual([]);
    },
    'activity.saved': (sut, snapshot) => {
      // The switch shows what the server holds, and no save is on its way.
      expect(selectIsActive(sut.editor.getSnapshot())).toBe(snapshot.context.savedActive);
      // (An opened version stands in for the canvas and its switch.)
      if (!sut.actor.getSnapshot().matches({ versions: 'open' })) expect(activeSwitch()).toHaveProperty('checked', snapshot.context.savedActive);
      expect(sut.actor.getSnapshot().children.saveActive).toBeUndefined();
      const { toasts } = sut;
      if (toasts.length > 0) expect(toasts.at(-1)).toEqual({ title: expect.stringMatching(/^Could not (de)?activate the workflow$/) as string, description: refusal, variant: 'destructive' });
    },
    'activity.saving': (sut, snapshot) => {
      expect(sut.saves.calls.at(-1)).toEqual({ sequenceId: 'seq-1', active: snapshot.context.savingActive });
      expect(sut.actor.getSnapshot().children.saveActive).toBeDefined();
    },
  },
});

describe('what is opened before the parts’ code came (D105)', () => {
  it('shows as loading, then opens with what was asked, in order', async () => {
    let arrive = () => {};
    const sut = mountDesigner((calls) => new Promise((resolve) => (arrive = () => resolve(partActorsWith(calls)))));
    try {
      act(() => sut.loadSequence.resolve({ ...sequenceWith([savedWorkflow]), active: false }));
      await found(() => screen.getByRole('button', { name: 'Versions' }));
      fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
      expect(within(versionsDrawer()!).getByRole('status')).toHaveTextContent('Loading versions...');
      fireEvent.click(screen.getByRole('button', { name: 'History' }));
      expect(screen.getByText('Loading the execution history...')).toBeInTheDocument();
      expect(historyDialog()).toBeNull();
      await act(async () => arrive());
      await found(() => within(historyDialog()!).getByRole('button', { name: /^Show the steps of Order Intake/ }));
      // Versions was asked for first: its list is there too, behind History.
      await found(() => within(versionsDrawer()!).getByRole('list', { name: 'Versions, newest first', hidden: true }));
      expect(sut.actor.getSnapshot().matches({ history: 'open', versions: 'open' })).toBe(true);
    } finally {
      sut.stop();
    }
  });
});
