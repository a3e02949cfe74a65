import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogHeader, DrawerDialog } from '../../../src/views/ui/Dialog';

function Controlled({ onOpenChange, isDismissable }: { onOpenChange: (open: boolean) => void; isDismissable?: boolean }) {
  const [open, setOpen] = useState(true);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <Dialog isOpen={open} onOpenChange={change} isDismissable={isDismissable}>
      <DialogHeader title="Edit Sequence" description="Change the title." closeLabel="Close" onClose={() => change(false)} />
      <input aria-label="Title" autoFocus />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a dialog named by its title and described by nothing else than its content', () => {
    render(<Controlled onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Sequence' });
    expect(dialog).toHaveTextContent('Change the title.');
  });

  it('moves focus into the dialog, to the field that asks for it', () => {
    render(<Controlled onOpenChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('closes by its close button and by Escape', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<Controlled onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    const onEscape = vi.fn();
    render(<Controlled onOpenChange={onEscape} />);
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenLastCalledWith(false);
  });

  it('ignores Escape while it must not be dismissed', async () => {
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} isDismissable={false} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Sequence' })).toBeInTheDocument();
  });

  it('announces a confirmation as an alert dialog', () => {
    render(
      <Dialog isOpen onOpenChange={() => {}} role="alertdialog">
        <DialogHeader title="Delete Sequence" />
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Sequence' })).toBeInTheDocument();
  });

  it('draws a drawer as a modal dialog too', () => {
    render(
      <DrawerDialog isOpen onOpenChange={() => {}} side="left">
        <DialogHeader title="Filters" />
      </DrawerDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });
});
