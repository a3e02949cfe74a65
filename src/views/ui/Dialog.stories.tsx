import type { Story } from '@ladle/react';
import { Button } from './Button';
import { Dialog, DialogActions, DialogHeader, DrawerDialog } from './Dialog';

export default { title: 'UI/Dialog' };

// Open from the start, so the story shows the surface; the app opens them from its machines.
const noop = () => {};

export const WithFormActions: Story = () => (
  <Dialog isOpen onOpenChange={noop}>
    <DialogHeader title="Edit Sequence" description="Change the title and description." closeLabel="Close" onClose={noop} />
    <p>The body of a dialog: a form, a table or a few lines of text.</p>
    <DialogActions>
      <Button variant="secondary">Cancel</Button>
      <Button variant="primary">Save Changes</Button>
    </DialogActions>
  </Dialog>
);

export const Confirmation: Story = () => (
  <Dialog isOpen onOpenChange={noop} role="alertdialog" size="sm">
    <DialogHeader title="Delete Sequence" />
    <p>Delete &ldquo;Morning report&rdquo; and its workflow? This cannot be undone.</p>
    <DialogActions>
      <Button variant="secondary">Cancel</Button>
      <Button variant="danger">Delete</Button>
    </DialogActions>
  </Dialog>
);

export const Wide: Story = () => (
  <Dialog isOpen onOpenChange={noop} size="lg">
    <DialogHeader title="Workflow Execution History" description="View and track all workflow executions" closeLabel="Close history" onClose={noop} />
    <p>Wide dialogs hold tables; on a phone they take the whole width.</p>
  </Dialog>
);

export const DrawerRight: Story = () => (
  <DrawerDialog isOpen onOpenChange={noop} side="right">
    <div style={{ padding: 24 }}>
      <DialogHeader title="AI assistant" closeLabel="Close assistant" onClose={noop} />
    </div>
  </DrawerDialog>
);

export const DrawerLeft: Story = () => (
  <DrawerDialog isOpen onOpenChange={noop} side="left">
    <div style={{ padding: 24 }}>
      <DialogHeader title="Filters" closeLabel="Close filters" onClose={noop} />
    </div>
  </DrawerDialog>
);
