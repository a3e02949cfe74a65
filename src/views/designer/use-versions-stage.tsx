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
 */
export function useVersionsStage(actor: VersionsActorRef, current: SavedWorkflow): { panel: ReactNode | null; canvas: ReactNode | null } {
  const isOpen = useSelector(actor, selectVersionsOpen);
  const opened = useSelector(actor, selectOpenedVersion);
  const selectedNodeId = useSelector(actor, selectSelectedVersionNode);
  const comparison = useMemo(() => (opened ? compareVersion(opened.workflow, current) : null), [opened, current]);
  return {
    panel: isOpen ? <VersionsPanelPart actor={actor} comparison={comparison} /> : null,
    canvas:
      opened && comparison ? (
        <VersionCanvas version={opened} comparison={comparison} selectedNodeId={selectedNodeId} onSelectNode={(id) => actor.send({ type: 'node.select', id })} />
      ) : null,
  };
}
