import type { ActorRefFrom } from 'xstate';
import type { workflowEditorMachine } from '../../machines/workflow-editor.machine';

export type WorkflowEditorActorRef = ActorRefFrom<typeof workflowEditorMachine>;
