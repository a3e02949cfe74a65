import { useEffect } from 'react';
import type { WorkflowEditorActorRef } from './editor-actor';

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="textbox"]') !== null;
}

/**
 * Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Ctrl/Cmd+C and V copy and paste nodes.
 * Text fields keep their own undo and clipboard, and selected page text copies as usual.
 */
export function useEditorShortcuts(actor: WorkflowEditorActorRef, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        actor.send({ type: event.shiftKey ? 'history.redo' : 'history.undo' });
      } else if (key === 'y' && !event.shiftKey) {
        actor.send({ type: 'history.redo' });
      } else if (key === 'c' && !event.shiftKey) {
        if (window.getSelection()?.toString()) return;
        actor.send({ type: 'clipboard.copy' });
      } else if (key === 'v' && !event.shiftKey) {
        actor.send({ type: 'clipboard.paste' });
      } else {
        return;
      }
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actor, enabled]);
}
