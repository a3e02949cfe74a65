import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BotCard } from '../../../src/views/bots/BotCard';
import { leadCapture, leadCaptureSetUp, leadCaptureUpdatable } from '../../../src/views/bots/bot-story-fixtures';

function renderCard(bot = leadCapture) {
  const onEdit = vi.fn();
  const onUpdate = vi.fn();
  render(
    <ul>
      <BotCard bot={bot} onToggle={() => {}} onViewDetails={() => {}} onEdit={onEdit} onDuplicate={() => {}} onDelete={() => {}} onUpdate={onUpdate} />
    </ul>,
  );
  return { onEdit, onUpdate };
}

describe('the bot card of a bot that is not set up (D66)', () => {
  it('says Needs setup beside the spec’s content, and the badge opens the bot’s setup in Edit', () => {
    const { onEdit } = renderCard();
    const badge = screen.getByRole('button', { name: 'Needs setup: set up Lead Capture Pro' });
    expect(badge).toHaveTextContent('Needs setup');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    fireEvent.click(badge);
    expect(onEdit).toHaveBeenCalledWith(leadCapture);
  });

  it('has no badge once its required inputs are set', () => {
    renderCard(leadCaptureSetUp);
    expect(screen.queryByText('Needs setup')).toBeNull();
  });
});

describe('the bot card of a bought bot whose listing has a newer version (D130)', () => {
  it('offers Update, which opens the update, and nothing when it runs the latest', () => {
    const { onUpdate } = renderCard(leadCaptureUpdatable);
    fireEvent.click(screen.getByRole('button', { name: 'Update Lead Capture Pro to version 2' }));
    expect(onUpdate).toHaveBeenCalledWith(leadCaptureUpdatable);
  });

  it('offers no Update to a bot that runs its listing’s latest version', () => {
    renderCard(leadCaptureSetUp);
    expect(screen.queryByRole('button', { name: /^Update/ })).toBeNull();
  });
});
