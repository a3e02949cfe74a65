import type { Story } from '@ladle/react';
import { useState } from 'react';
import { botNodeSetup } from '../../machines/designer/bot-node-setup';
import { leadCapture, leadCaptureSetUp, nightlyReport, storyCredentials } from '../bots/bot-story-fixtures';
import type { Bot } from '../../domain/bots/bots';
import { BotInputs } from './BotInputs';

export default { title: 'Designer/BotInputs' };

/** A bot node's Run Settings as the properties panel shows them for the bot the node runs (D66). */
function BotNode({ bot, texts: initial = {}, withCredentials = false }: { bot: Bot; texts?: Record<string, string>; withCredentials?: boolean }) {
  const [texts, setTexts] = useState(initial);
  const setup = botNodeSetup([bot], { botId: bot.id });
  if (!setup) return <p>The bot declares no inputs.</p>;
  return (
    <div style={{ maxWidth: 320 }}>
      <BotInputs
        inputs={setup.inputs}
        texts={texts}
        defaults={setup.defaults}
        onChange={(name, text) => setTexts((current) => ({ ...current, [name]: text }))}
        credentials={withCredentials ? storyCredentials : undefined}
      />
    </div>
  );
}

/** The bot is set up in My Bots: each empty field shows the bot's setting it falls back on. */
export const FallsBackOnTheBot: Story = () => <BotNode bot={leadCaptureSetUp} />;
/** The bot is not set up: its required inputs must be given here, or in My Bots, before Run. */
export const BotNotSetUp: Story = () => <BotNode bot={leadCapture} />;
/** Values for this sequence only, over the bot's own. */
export const SetOnTheNode: Story = () => <BotNode bot={leadCaptureSetUp} texts={{ crmUrl: 'https://crm.acme.test/api/leads', leadSource: 'landing page' }} />;
/** With the user's credentials loaded, a credential input is a select of those of the kinds it accepts. */
export const CredentialSelect: Story = () => <BotNode bot={leadCaptureSetUp} withCredentials />;
/** A number, an on/off choice, JSON and a file name. */
export const EveryKind: Story = () => <BotNode bot={nightlyReport} texts={{ attach: 'false' }} />;
