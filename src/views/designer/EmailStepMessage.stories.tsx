import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { EmailStepMessage } from './EmailStepMessage';
import { outboxEmail, sentEmail } from './email-run-fixtures';

export default { title: 'Designer/Run steps/E-mail message' };

/** An Email step's message as the run panel shows it when the step is opened (D152), at the panel's width. */
const Frame = ({ children }: { children: ReactNode }) => <div style={{ width: 380, padding: 16 }}>{children}</div>;

export const SentThroughSmtp: Story = () => (
  <Frame>
    <EmailStepMessage message={sentEmail} />
  </Frame>
);
export const KeptInTheOutbox: Story = () => (
  <Frame>
    <EmailStepMessage message={outboxEmail} />
  </Frame>
);
export const WithoutText: Story = () => (
  <Frame>
    <EmailStepMessage message={{ ...outboxEmail, body: '' }} />
  </Frame>
);
