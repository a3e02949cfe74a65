import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commitRevision, HISTORY_LIMIT, redoRevision, startHistory, undoRevision } from '../../../src/machines/designer/workflow-editor/history';
import { node } from './workflow-editor.fixtures';

describe('undo/redo history', () => {
  const first = { nodes: [node('node-1')], edges: [] };
  const second = { nodes: [node('node-1', 50, 50)], edges: [] };
  const third = { nodes: [node('node-1', 90, 90), node('node-2')], edges: [] };

  it('steps back and forth through committed graphs, keeping the very same arrays', () => {
    let history = commitRevision(commitRevision(startHistory(first), second), third);
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(false);
    history = undoRevision(history);
    expect(history.present.nodes).toBe(second.nodes);
    history = undoRevision(history);
    expect(history.present.nodes).toBe(first.nodes);
    expect(canUndo(history)).toBe(false);
    expect(undoRevision(history)).toBe(history);
    history = redoRevision(history);
    expect(history.present.nodes).toBe(second.nodes);
    expect(canRedo(history)).toBe(true);
  });

  it('numbers every commit with a fresh revision, also after undoing', () => {
    let history = commitRevision(startHistory(first), second);
    expect(history.present.revision).toBe(1);
    history = undoRevision(history);
    expect(history.present.revision).toBe(0);
    history = commitRevision(history, third);
    expect(history.present.revision).toBe(2);
    // A new edit drops what could have been redone.
    expect(canRedo(history)).toBe(false);
    expect(redoRevision(history)).toBe(history);
  });

  it('keeps at most HISTORY_LIMIT steps back', () => {
    let history = startHistory(first);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) history = commitRevision(history, { nodes: [node(`node-${i}`)], edges: [] });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]!.revision).toBe(20);
  });
});
