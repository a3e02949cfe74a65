import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';
import { compareVersion, selectOpenedVersion, selectSelectedVersionNode, selectVersionsOpen } from '../../machines/designer/versions.selectors';
import { VersionCanvas } from './VersionCanvas';
import { VersionsPanelPart } from './on-demand-parts';
import type { VersionsActorRef } from './VersionsPanel';

/**
 * What the Versions panel puts in the designer (D69): the panel's content while it is open, and the
 * opened version's read-only canvas, compared with `current` (the workflow on the editor's canvas).
 * Without an actor yet (the panel's actors start on demand, D105) there is neither.
 */
export function useVersionsStage(actor: VersionsActorRef | undefined, current: SavedWorkflow): { panel: ReactNode | null; canvas: ReactNode | null } {
  const isOpen = useSelector(actor, (snapshot) => (snapshot ? selectVersionsOpen(snapshot) : false));
  const opened = useSelector(actor, (snapshot) => (snapshot ? selectOpenedVersion(snapshot) : null));
  const selectedNodeId = useSelector(actor, (snapshot) => (snapshot ? selectSelectedVersionNode(snapshot) : null));
  const comparison = useMemo(() => (opened ? compareVersion(opened.workflow, current) : null), [opened, current]);
  if (!actor) return { panel: null, canvas: null };
  return {
    panel: isOpen ? <VersionsPanelPart actor={actor} comparison={comparison} /> : null,
    canvas:
      opened && comparison ? (
        <VersionCanvas version={opened} comparison={comparison} selectedNodeId={selectedNodeId} onSelectNode={(id) => actor.send({ type: 'node.select', id })} />
      ) : null,
  };
}
