import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { BotUpdatePayload } from '../../domain/bots/bot-update';
import type { Bot } from '../../domain/bots/bots';
import { addBotMachine, type AddBotRequest } from '../../machines/bots/add-bot.machine';
import { botDialogMachine, type BotSave } from '../../machines/bots/bot-dialog.machine';
import { askedInputs, botUpdateMachine } from '../../machines/bots/bot-update.machine';
import { deleteBotMachine } from '../../machines/bots/delete-bot.machine';
import { allowanceMachine } from '../../machines/plans/allowance.machine';
import { limitNoticeMachine } from '../../machines/plans/limit-notice.machine';
import { myBotsMachine, type BotPagesRequest } from '../../machines/bots/my-bots.machine';
import { applyBotUpdate, createBot, deleteBot, duplicateBot, getBotSummary, getBotUpdate, listFirstBotPages, saveBotSetup, setBotActive, updateBot, uploadBot } from '../../services/bots';
import { listCredentials } from '../../services/credentials';
import { getUserLimits } from '../../services/subscriptions';
import { AddBotDialog } from '../../views/bots/AddBotDialog';
import { BotDialog } from '../../views/bots/BotDialog';
import { BotUpdateDialog } from '../../views/bots/BotUpdateDialog';
import { DeleteBotDialog } from '../../views/bots/DeleteBotDialog';
import { MyBotsView } from '../../views/bots/MyBotsView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

const liveMyBotsMachine = ({ api, notify }: AppSystem, limitNotice: ActorRefFrom<typeof limitNoticeMachine>) =>
  myBotsMachine.provide({
    actors: {
      loadPages: fromPromise(({ input, signal }: { input: BotPagesRequest; signal: AbortSignal }) =>
        listFirstBotPages(api, { search: input.search || undefined, status: input.status === 'all' ? undefined : input.status }, input.pages, signal),
      ),
      loadSummary: fromPromise(() => getBotSummary(api)),
      setActive: fromPromise(({ input }: { input: { id: number; isActive: boolean } }) => setBotActive(api, input.id, input.isActive)),
      duplicateBot: fromPromise(({ input }: { input: { id: number } }) => duplicateBot(api, input.id)),
    },
    actions: {
      showToast: (_, toast) => notify(toast),
      limitReached: (_, detail) => limitNotice.send({ type: 'limit.reached', detail }),
      limitPassed: () => limitNotice.send({ type: 'limit.passed' }),
    },
  });

export default function MyBotsScreen() {
  const system = useAppSystem();
  const { api, notify } = system;
  const limitNotice = useActorRef(limitNoticeMachine);
  const allowance = useActorRef(allowanceMachine.provide({ actors: { loadLimits: fromPromise(() => getUserLimits(api)) } }));
  const list = useActorRef(liveMyBotsMachine(system, limitNotice));
  const deletion = useActorRef(
    deleteBotMachine.provide({
      actors: { deleteBot: fromPromise(({ input }: { input: { id: number } }) => deleteBot(api, input.id)) },
      actions: {
        showToast: (_, toast) => notify(toast),
        deleteStarted: (_, bot) => list.send({ type: 'bot.removed', bot }),
        deleteRefused: (_, bot) => list.send({ type: 'bot.restored', bot }),
        deleted: () => list.send({ type: 'bots.changed' }),
      },
    }),
  );
  const details = useActorRef(
    botDialogMachine.provide({
      actors: {
        // A bought bot saves its setup alone (D130).
        saveBot: fromPromise(({ input }: { input: BotSave }) => ('setup' in input ? saveBotSetup(api, input.id, input.setup) : updateBot(api, input.id, input.payload))),
        // D66: a bot's setup names credentials by name and kind, never their values.
        loadCredentials: fromPromise(async () => (await listCredentials(api)).map(({ name, kind }) => ({ name, kind }))),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        savingStarted: (_, draft) => list.send({ type: 'bot.replaced', bot: draft }),
        saved: (_, bot) => {
          list.send({ type: 'bot.replaced', bot });
          list.send({ type: 'bots.changed' });
        },
        saveRefused: (_, previous) => list.send({ type: 'bot.replaced', bot: previous }),
      },
    }),
  );
  const adding = useActorRef(
    addBotMachine.provide({
      actors: {
        addBot: fromPromise(({ input }: { input: AddBotRequest }) => (input.kind === 'upload' ? uploadBot(api, input.upload) : createBot(api, input.payload))),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        added: (_, bot) => list.send({ type: 'bot.added', bot }),
      },
    }),
  );
  const updating = useActorRef(
    botUpdateMachine.provide({
      actors: {
        // What the update changes, and the user's credentials (names and kinds) when it asks for a credential.
        loadUpdate: fromPromise(async ({ input, signal }: { input: { id: number }; signal: AbortSignal }) => {
          const update = await getBotUpdate(api, input.id, signal);
          const credentials = askedInputs(update).some((asked) => asked.kind === 'credential')
            ? await listCredentials(api).then((list) => list.map(({ name, kind }) => ({ name, kind })), () => null)
            : [];
          return { update, credentials };
        }),
        applyUpdate: fromPromise(({ input }: { input: { id: number; payload: BotUpdatePayload } }) => applyBotUpdate(api, input.id, input.payload)),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        updated: (_, bot) => {
          list.send({ type: 'bot.replaced', bot });
          list.send({ type: 'bots.changed' });
        },
      },
    }),
  );
  const onDelete = (bot: Bot) => deletion.send({ type: 'delete.request', bot });
  const onUpdate = (bot: Bot) => updating.send({ type: 'update.open', bot });
  const onViewDetails = (bot: Bot) => details.send({ type: 'dialog.open', bot, mode: 'view' });
  const onEdit = (bot: Bot) => details.send({ type: 'dialog.open', bot, mode: 'edit' });
  return (
    <MyBotsView actor={list} limitNotice={limitNotice} allowance={allowance} onViewDetails={onViewDetails} onEdit={onEdit} onDelete={onDelete} onUpdate={onUpdate} onAddBot={() => adding.send({ type: 'dialog.open' })}>
      <BotDialog actor={details} />
      <AddBotDialog actor={adding} />
      <DeleteBotDialog actor={deletion} />
      <BotUpdateDialog actor={updating} />
    </MyBotsView>
  );
}
