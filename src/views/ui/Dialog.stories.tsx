import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogActions, DialogHeader, DrawerDialog } from './Dialog';

export default { title: 'UI/Dialog' };

// Open from the start, so the story shows the surface; the app opens them from its machines.
const noop = () => {};

/** A dialog opens over a page (and is portalled out of the story's root): this is that page. */
function OverPage({ children }: { children: ReactNode }) {
  return (
    <>
      <h1>Sequences</h1>
      {children}
    </>
  );
}

export const WithFormActions: Story = () => (
  <OverPage>
    <Dialog isOpen onOpenChange={noop}>
      <DialogHeader title="Edit Sequence" description="Change the title and description." closeLabel="Close" onClose={noop} />
      <p>The body of a dialog: a form, a table or a few lines of text.</p>
      <DialogActions>
        <Button variant="secondary">Cancel</Button>
        <Button variant="primary">Save Changes</Button>
      </DialogActions>
    </Dialog>
  </OverPage>
);

export const Confirmation: Story = () => (
  <OverPage>
    <Dialog isOpen onOpenChange={noop} role="alertdialog" size="sm">
      <DialogHeader title="Delete Sequence" />
      <p>Delete &ldquo;Morning report&rdquo; and its workflow? This cannot be undone.</p>
      <DialogActions>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Delete</Button>
      </DialogActions>
    </Dialog>
  </OverPage>
);

export const Wide: Story = () => (
  <OverPage>
    <Dialog isOpen onOpenChange={noop} size="lg">
      <DialogHeader title="Workflow Execution History" description="View and track all workflow executions" closeLabel="Close history" onClose={noop} />
      <p>Wide dialogs hold tables; on a phone they take the whole width.</p>
    </Dialog>
  </OverPage>
);

export const DrawerRight: Story = () => (
  <OverPage>
    <DrawerDialog isOpen onOpenChange={noop} side="right">
      <div style={{ padding: 24 }}>
        <DialogHeader title="AI assistant" closeLabel="Close assistant" onClose={noop} />
      </div>
    </DrawerDialog>
  </OverPage>
);

export const DrawerLeft: Story = () => (
  <OverPage>
    <DrawerDialog isOpen onOpenChange={noop} side="left">
      <div style={{ padding: 24 }}>
        <DialogHeader title="Filters" closeLabel="Close filters" onClose={noop} />
      </div>
    </DrawerDialog>
  </OverPage>
);
