import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Bot, BotPage, BotSummary } from '../../domain/bots/bots';
import { deleteBotMachine } from '../../machines/bots/delete-bot.machine';
import { myBotsMachine, type BotPagesRequest, type MyBotsEvent } from '../../machines/bots/my-bots.machine';
import { limitMessages, type UserLimits } from '../../domain/plans/limits';
import { allowanceMachine } from '../../machines/plans/allowance.machine';
import { limitNoticeMachine } from '../../machines/plans/limit-notice.machine';
import { leadCapture, leadCaptureUpdatable, never, pageOf, storyBots, summaryOf } from './bot-story-fixtures';
import { DeleteBotDialog } from './DeleteBotDialog';
import { MyBotsView } from './MyBotsView';

export default { title: 'Bots/MyBotsView' };

/** The story's server: searches and filters the story bots as GET /v1/bots does. */
function answer(bots: Bot[]) {
  return async ({ input }: { input: BotPagesRequest }): Promise<BotPage> => {
    const term = input.search.toLowerCase();
    const matching = bots.filter(
      (bot) =>
        (input.status === 'all' || bot.isActive === (input.status === 'active')) &&
        [bot.title, bot.description, bot.author, ...bot.tags].some((text) => text.toLowerCase().includes(term)),
    );
    return pageOf(matching);
  };
}

interface MyBotsProps {
  load?: (args: { input: BotPagesRequest }) => Promise<BotPage>;
  summary?: () => Promise<BotSummary>;
  then?: MyBotsEvent[];
  confirmDelete?: boolean;
  /** How the server answers a switch (by default it never does). */
  setActive?: () => Promise<Bot>;
  /** The user's plan, for the line of active bots (D85); no line without it. */
  limits?: UserLimits;
}

function MyBots({ load = answer(storyBots), summary = async () => summaryOf(storyBots), then = [], confirmDelete, setActive = never, limits }: MyBotsProps) {
  const limitNotice = useActorRef(limitNoticeMachine);
  const allowance = useActorRef(allowanceMachine.provide({ actors: { loadLimits: fromPromise<UserLimits>(limits ? async () => limits : never) } }));
  const actor = useActorRef(
    myBotsMachine.provide({
      actors: {
        loadPages: fromPromise(load),
        loadSummary: fromPromise(summary),
        setActive: fromPromise<Bot, { id: number; isActive: boolean }>(setActive),
        duplicateBot: fromPromise<Bot, { id: number }>(never),
      },
      actions: {
        limitReached: (_, detail) => limitNotice.send({ type: 'limit.reached', detail }),
        limitPassed: () => limitNotice.send({ type: 'limit.passed' }),
      },
    }),
  );
  const deletion = useActorRef(deleteBotMachine.provide({ actors: { deleteBot: fromPromise<void, { id: number }>(never) } }));
  // Once the first page is shown, as a user would: type, pick a chip, switch, ask to delete.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ grid: 'idle' })) return;
      subscription.unsubscribe();
      for (const event of then) actor.send(event);
      if (confirmDelete) deletion.send({ type: 'delete.request', bot: storyBots[0]! });
    });
    return () => subscription.unsubscribe();
  }, [actor, deletion, then, confirmDelete]);
  return (
    <MyBotsView actor={actor} limitNotice={limitNotice} allowance={limits ? allowance : undefined} onViewDetails={() => {}} onEdit={() => {}} onDelete={(bot) => deletion.send({ type: 'delete.request', bot })} onAddBot={() => {}}>
      <DeleteBotDialog actor={deletion} />
    </MyBotsView>
  );
}

export const Loaded: Story = () => <MyBots />;
Loaded.meta = { routerPath: '/my-bots' };

export const Loading: Story = () => <MyBots load={never} summary={never} />;
Loading.meta = { routerPath: '/my-bots' };

export const NoBots: Story = () => <MyBots load={answer([])} summary={async () => summaryOf([])} />;
NoBots.meta = { routerPath: '/my-bots' };

/** Typed, then answered after the debounce: nothing matches. */
export const SearchFindsNothing: Story = () => <MyBots then={[{ type: 'search.changed', text: 'weather' }]} />;
SearchFindsNothing.meta = { routerPath: '/my-bots' };

export const ActiveChip: Story = () => <MyBots then={[{ type: 'filter.changed', status: 'active' }]} />;
ActiveChip.meta = { routerPath: '/my-bots' };

export const NoInactiveBots: Story = () => <MyBots load={answer(storyBots.filter((bot) => bot.isActive))} then={[{ type: 'filter.changed', status: 'inactive' }]} />;
NoInactiveBots.meta = { routerPath: '/my-bots' };

export const MorePages: Story = () => <MyBots load={async () => pageOf(storyBots, 60)} />;
MorePages.meta = { routerPath: '/my-bots' };

export const Failed: Story = () => <MyBots load={() => Promise.reject(new Error('No response from server'))} />;
Failed.meta = { routerPath: '/my-bots' };

/** Switched on, the server has not answered yet: the card and the counts already show it. */
export const Toggling: Story = () => <MyBots then={[{ type: 'bot.toggle', bot: storyBots[1]! }]} />;
Toggling.meta = { routerPath: '/my-bots' };

export const DeleteConfirmation: Story = () => <MyBots confirmDelete />;
DeleteConfirmation.meta = { routerPath: '/my-bots' };

/** A bought bot whose required inputs are empty (D66): its card says Needs setup. */
export const BoughtBotNeedsSetup: Story = () => <MyBots load={answer([...storyBots, leadCapture])} summary={async () => summaryOf([...storyBots, leadCapture])} />;
BoughtBotNeedsSetup.meta = { routerPath: '/my-bots' };

/** A bought bot whose listing has a newer version (D130): its card offers Update, applied only when its owner chooses. */
export const BoughtBotUpdateAvailable: Story = () => <MyBots load={answer([...storyBots, leadCaptureUpdatable])} summary={async () => summaryOf([...storyBots, leadCaptureUpdatable])} />;
BoughtBotUpdateAvailable.meta = { routerPath: '/my-bots' };

const freeLimitsUsed: UserLimits = {
  plan: { id: null, name: 'Free' },
  day_resets_at: '2026-11-27T00:00:00.000Z',
  limits: {
    active_bots: { limit: 3, used: 3 },
    runs_at_once: { limit: 1, used: 0 },
    runs_per_day: { limit: 100, used: 12 },
    run_files_bytes: { limit: 100 * 1024 * 1024, used: 0 },
  },
};

/** The Free allowance's bots on, in the header (D85). */
export const FreeAllowanceLine: Story = () => <MyBots limits={freeLimitsUsed} />;
FreeAllowanceLine.meta = { routerPath: '/my-bots' };

/** Switching on a fourth bot on the Free allowance is refused (402, D85): the bot stays off, the text says why, with a link to the plans. */
export const ActiveBotLimitReached: Story = () => (
  <MyBots limits={freeLimitsUsed} setActive={() => Promise.reject(Object.assign(new Error(limitMessages.activeBots(null, null)), { status: 402 }))} then={[{ type: 'bot.toggle', bot: storyBots.find((bot) => !bot.isActive)! }]} />
);
ActiveBotLimitReached.meta = { routerPath: '/my-bots' };
