import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/views/ui/Button';
import { Form } from '../../../src/views/ui/Form';
import { TextField } from '../../../src/views/ui/TextField';

function EmailForm({ onSubmit, errorMessage }: { onSubmit: () => void; errorMessage?: string }) {
  return (
    <Form aria-label="Sign in" onSubmit={onSubmit}>
      <TextField label="Email" type="email" isRequired errorMessage={errorMessage} />
      <Button type="submit">Login</Button>
    </Form>
  );
}

describe('Form', () => {
  it("hands every submit to its machine, even one the browser's own checks would stop", async () => {
    const onSubmit = vi.fn();
    render(<EmailForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("keeps the page: the submit event's default is prevented", () => {
    const onSubmit = vi.fn();
    render(<EmailForm onSubmit={onSubmit} />);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Sign in' }).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the machine's message and marks the field invalid instead of the browser's bubble", () => {
    render(<EmailForm onSubmit={() => {}} errorMessage="Email is required" />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAttribute('required');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });
});
