import type { SnapshotFrom } from 'xstate';
import type { designerPanelsMachine } from './designer-panels.machine';

type DesignerPanelsSnapshot = SnapshotFrom<typeof designerPanelsMachine>;

/** History is open from the press of its button, also while its part's code and actors still come. */
export const selectHistoryShown = (snapshot: DesignerPanelsSnapshot) => snapshot.matches({ history: 'open' });
/** The Versions panel likewise. */
export const selectVersionsShown = (snapshot: DesignerPanelsSnapshot) => snapshot.matches({ versions: 'open' });
/** A save of Workflow Active is on its way to the server. */
export const selectIsSavingActive = (snapshot: DesignerPanelsSnapshot) => snapshot.matches({ activity: 'saving' });
