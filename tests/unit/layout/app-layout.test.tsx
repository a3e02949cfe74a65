import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { assistantChatMachine, assistantWelcomeText } from '../../../src/machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../../src/machines/assistant/assistant-hint.machine';
import { AppLayout } from '../../../src/views/layout/AppLayout';
import { StoryShell, storyUser } from '../../../src/views/layout/story-fixtures';
import { useLocation } from 'react-router-dom';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderLayout({ signedIn, path }: { signedIn: boolean; path: string }) {
  const hintActor = createActor(assistantHintMachine).start();
  const chatActor = createActor(assistantChatMachine, { input: { welcome: assistantWelcomeText } }).start();
  render(
    <StoryShell user={signedIn ? storyUser : null} path={path}>
      <AppLayout hintActor={hintActor} chatActor={chatActor}>
        <Where />
      </AppLayout>
    </StoryShell>,
  );
  return { hintActor };
}

describe('AppLayout', () => {
  it('signed out: offers the public pages, Sign in and Register, and marks the active link', async () => {
    renderLayout({ signedIn: false, path: '/about-us' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
    // The app's pages would only bounce a visitor to the login page: one signed-out header everywhere.
    expect(Array.from(main.querySelectorAll('a')).map((link) => link.textContent)).toEqual(['About Us', 'Documentation']);
    const about = Array.from(main.querySelectorAll('a')).find((link) => link.textContent === 'About Us');
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Botflow' })[0]).toHaveAttribute('href', '/home');
  });

  it('signed in: the user menu greets by name, navigates, and Logout signs out and goes to /', async () => {
    const user = userEvent.setup();
    renderLayout({ signedIn: true, path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Hi, Ada' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Subscriptions', 'Payment', 'Payment History', 'Sales', 'Insights', 'Credentials', 'API Keys', 'Change Password', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Payment History' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/payment-history');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hi, Ada' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the mobile menu locks body scroll while open and closes on Escape and on navigation', async () => {
    const user = userEvent.setup();
    renderLayout({ signedIn: true, path: '/dashboard' });
    await screen.findByRole('button', { name: 'Hi, Ada' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    const sequences = Array.from(mobileNav.querySelectorAll('a')).find((link) => link.textContent === 'Sequences');
    await user.click(sequences!);
    expect(screen.getByTestId('where')).toHaveTextContent('/sequences');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the route hint for 3000 ms', () => {
    vi.useFakeTimers();
    try {
      renderLayout({ signedIn: true, path: '/dashboard' });
      expect(screen.getByTestId('assistant-hint')).toHaveTextContent("I'm Flo, your AI Assistant. If you have questions, click on me.");
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.queryByTestId('assistant-hint')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the assistant button opens the AI assistant drawer with the n/500 counter and a send for a non-blank message', async () => {
    const user = userEvent.setup();
    renderLayout({ signedIn: true, path: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    const drawer = await screen.findByRole('dialog', { name: 'AI assistant' });
    expect(drawer).toHaveTextContent('0/500');
    // Nothing to send yet; a message can be sent (D35: the drawer's chat works).
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(drawer).toHaveTextContent('5/500');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
