import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { designerPanelsLogic } from '../../../src/app/designer/designer-panels-logic';
import { lazyPartActors } from '../../../src/app/designer/lazy-part-actors';
import type { PartActorServices } from '../../../src/app/designer/part-actors';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { simulationMachine } from '../../../src/machines/designer/simulation.machine';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import { selectIsActive } from '../../../src/machines/designer/workflow-editor.selectors';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';

/** The real editor machine on a sequence as the server holds it, with the panel links; saves of "Workflow Active" answered by the test. */
function open(active: boolean) {
  const sequence: Sequence = { ...sequenceWith([savedWorkflow]), active };
  const editor = createActor(workflowEditorMachine.provide({ actors: { loadSequence: fromPromise<Sequence | null, { slug: string; sequence: Sequence | null }>(async () => sequence) } }), { input: { slug: 'order-intake', sequence: null } }).start();
  const serverRun = createActor(serverRunMachine).start();
  const simulation = createActor(simulationMachine).start();
  // The parts' code never comes here: Workflow Active needs none of them.
  const parts = lazyPartActors({} as PartActorServices, () => new Promise(() => {}));
  const saves: Array<{ id: string; active: boolean; answer: { resolve: () => void; reject: (error: Error) => void } }> = [];
  const toasts: ToastInput[] = [];
  const panels = createActor(
    designerPanelsLogic({
      editor,
      serverRun,
      simulation,
      parts,
      title: 'Order Intake',
      saveActive: (id, value) => new Promise<void>((resolve, reject) => saves.push({ id, active: value, answer: { resolve, reject } })),
      notify: (toast) => toasts.push(toast),
    }),
  ).start();
  return { editor, panels, saves, toasts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Workflow Active follows the server (D63)', () => {
  it('opens as the sequence was left, without saving anything', async () => {
    const on = open(true);
    await waitFor(on.panels, (snapshot) => snapshot.matches({ activity: 'saved' }));
    expect(selectIsActive(on.editor.getSnapshot())).toBe(true);
    const off = open(false);
    await waitFor(off.panels, (snapshot) => snapshot.matches({ activity: 'saved' }));
    expect(selectIsActive(off.editor.getSnapshot())).toBe(false);
    expect([...on.saves, ...off.saves]).toEqual([]);
  });

  it('saves each flip, one at a time, until the server holds what the switch shows', async () => {
    const { editor, panels, saves } = open(false);
    await waitFor(panels, (snapshot) => snapshot.matches({ activity: 'saved' }));
    editor.send({ type: 'workflow.toggleActive' });
    expect(saves.map(({ id, active }) => [id, active])).toEqual([['seq-1', true]]);
    // Off again while the first save is on its way: no second save yet, then one to catch up.
    editor.send({ type: 'workflow.toggleActive' });
    expect(saves).toHaveLength(1);
    saves[0]!.answer.resolve();
    await settle();
    expect(saves.map(({ active }) => active)).toEqual([true, false]);
    saves[1]!.answer.resolve();
    await settle();
    expect(saves).toHaveLength(2);
    expect(panels.getSnapshot().matches({ activity: 'saved' })).toBe(true);
  });

  it('turns the switch back with the server’s reason when the save is refused', async () => {
    const { editor, panels, saves, toasts } = open(false);
    await waitFor(panels, (snapshot) => snapshot.matches({ activity: 'saved' }));
    editor.send({ type: 'workflow.toggleActive' });
    saves[0]!.answer.reject(new Error('The Schedule (cron) of Every morning is not a cron expression pg-boss can read: 8 am'));
    await settle();
    expect(selectIsActive(editor.getSnapshot())).toBe(false);
    expect(toasts).toEqual([{ title: 'Could not activate the workflow', description: 'The Schedule (cron) of Every morning is not a cron expression pg-boss can read: 8 am', variant: 'destructive' }]);
    // Turning back is not a flip of the user's: nothing more is saved.
    expect(saves).toHaveLength(1);
  });

  it('says the server gave no answer when the refusal has no words', async () => {
    const { editor, panels, saves, toasts } = open(true);
    await waitFor(panels, (snapshot) => snapshot.matches({ activity: 'saved' }));
    editor.send({ type: 'workflow.toggleActive' });
    saves[0]!.answer.reject(new Error(''));
    await settle();
    expect(selectIsActive(editor.getSnapshot())).toBe(true);
    expect(toasts).toEqual([{ title: 'Could not deactivate the workflow', description: 'No response from server', variant: 'destructive' }]);
  });
});

