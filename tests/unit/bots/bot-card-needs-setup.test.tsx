import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BotCard } from '../../../src/views/bots/BotCard';
import { leadCapture, leadCaptureSetUp } from '../../../src/views/bots/bot-story-fixtures';

function renderCard(bot = leadCapture) {
  const onEdit = vi.fn();
  render(
    <ul>
      <BotCard bot={bot} onToggle={() => {}} onViewDetails={() => {}} onEdit={onEdit} onDuplicate={() => {}} onDelete={() => {}} />
    </ul>,
  );
  return onEdit;
}

describe('the bot card of a bot that is not set up (D66)', () => {
  it('says Needs setup beside the spec’s content, and the badge opens the bot’s setup in Edit', () => {
    const onEdit = renderCard();
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
