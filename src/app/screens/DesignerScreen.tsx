import { useActorRef, useSelector } from '@xstate/react';
import { ReactFlowProvider } from '@xyflow/react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { titleFromSlug } from '../../services/contract/sequence-slug';
import { selectIsDirty } from '../../machines/workflow-editor.selectors';
import { sequenceSchema, type Sequence } from '../../services/contract/sequences';
import { DesignerView } from '../../views/designer/DesignerView';
import { UnsavedChangesGuard } from '../../views/designer/UnsavedChangesGuard';
import { workflowEditorLogic } from '../designer/workflow-editor-logic';
import { api } from '../session-actor';
import { notify } from '../toast-actor';

/** The sequences list hands the opened sequence over as navigation state (spec 02 §2). */
function handedOverSequence(state: unknown): Sequence | null {
  const candidate = typeof state === 'object' && state !== null && 'sequence' in state ? state.sequence : state;
  const parsed = sequenceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

function Designer({ slug }: { slug: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    workflowEditorLogic({ api, notify, leave: () => navigate('/sequences', { replace: true }) }),
  );
  const editor = useActorRef(logic, { input: { slug, sequence: handedOverSequence(location.state) } });
  const isDirty = useSelector(editor, selectIsDirty);

  return (
    <ReactFlowProvider>
      <DesignerView
        actor={editor}
        title={titleFromSlug(slug)}
        palette={() => null}
        properties={null}
        testButton={null}
        onOpenHistory={() => {}}
        onOpenAssistant={() => {}}
      />
      <UnsavedChangesGuard isDirty={isDirty} />
    </ReactFlowProvider>
  );
}

/** /sequences/{slug}: the workflow designer (spec 02 §2, issue 6). A new slug starts a new designer. */
export default function DesignerScreen() {
  const { slug = '' } = useParams();
  return <Designer key={slug} slug={slug} />;
}
