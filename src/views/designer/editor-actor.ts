import type { ActorRefFrom } from 'xstate';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';

export type WorkflowEditorActorRef = ActorRefFrom<typeof workflowEditorMachine>;
