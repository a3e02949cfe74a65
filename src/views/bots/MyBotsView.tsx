import { useSelector } from '@xstate/react';
import { LayoutGrid, Plus, Search } from 'lucide-react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { Bot } from '../../domain/bots/bots';
import type { BotFilter } from '../../machines/bots/bot-list';
import type { myBotsMachine } from '../../machines/bots/my-bots.machine';
import {
  chipCount,
  emptyLine,
  selectBots,
  selectCanLoadMore,
  selectGridPhase,
  selectIsLoadingMore,
  selectIsSearching,
  selectSearch,
  selectStatus,
  selectSummary,
  showingLine,
  summaryTiles,
} from '../../machines/bots/my-bots.selectors';
import type { allowanceMachine } from '../../machines/plans/allowance.machine';
import { activeBotsLine } from '../../machines/plans/allowance.selectors';
import { LimitNoticeView, type LimitNoticeActorRef } from '../plans/PlanLimitNotice';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { SearchField } from '../ui/SearchField';
import { Spinner } from '../ui/Spinner';
import { ToggleButton } from '../ui/ToggleButton';
import { BotCard } from './BotCard';
import * as styles from './MyBotsView.css';

/** Spec 02 §9: the view mode is kept in the browser under a my-bots view-mode key. */
export const viewModeStorageKey = 'my-bots-view-mode';
const cardView = 'card';

/** Only the card view exists (spec 02 §2), so the stored mode is always it; choosing it stores it again. */
function useStoredCardView(): () => void {
  const store = useCallback(() => window.localStorage.setItem(viewModeStorageKey, cardView), []);
  useEffect(store, [store]);
  return store;
}

const filters: ReadonlyArray<{ id: BotFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'Inactive' },
];

export interface MyBotsViewProps {
  actor: ActorRefFrom<typeof myBotsMachine>;
  onViewDetails: (bot: Bot) => void;
  onEdit: (bot: Bot) => void;
  onDelete: (bot: Bot) => void;
  /** A bought bot's update, which its owner applies when they choose (D130); a grid that offers none (a story of its list) leaves it out. */
  onUpdate?: (bot: Bot) => void;
  onAddBot: () => void;
  /** The notice of a plan's limit reached by a switch (D85). */
  limitNotice?: LimitNoticeActorRef;
  /** The user's plan, for the line of active bots it allows (D85). */
  allowance?: ActorRefFrom<typeof allowanceMachine>;
  /** The screen's dialogs. */
  children?: ReactNode;
}

function SummaryTiles({ actor }: { actor: MyBotsViewProps['actor'] }) {
  const tiles = summaryTiles(useSelector(actor, selectSummary));
  const entries: Array<[string, string]> = [
    ['Total Bots', tiles.totalBots],
    ['Active Bots', tiles.activeBots],
    ['Total Value', tiles.totalValue],
    ['Avg Rating', tiles.averageRating],
  ];
  return (
    <dl className={styles.tiles}>
      {entries.map(([label, value]) => (
        <div key={label} className={styles.tile}>
          <dt className={styles.tileLabel}>{label}</dt>
          <dd className={styles.tileValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "3 of 3 active bots on the Free allowance": the bots on, as the tiles count them, against the plan's limit. */
function AllowanceLine({ actor, allowance }: { actor: MyBotsViewProps['actor']; allowance: NonNullable<MyBotsViewProps['allowance']> }) {
  const active = useSelector(actor, selectSummary)?.active ?? null;
  const line = useSelector(allowance, (snapshot) => activeBotsLine(snapshot, active));
  if (line === null) return null;
  return (
    <p className={styles.allowance}>
      {line} · <Link to="/subscriptions">Plans</Link>
    </p>
  );
}

function FilterChips({ actor }: { actor: MyBotsViewProps['actor'] }) {
  const status = useSelector(actor, selectStatus);
  const summary = useSelector(actor, selectSummary);
  return (
    <div className={styles.chips} role="group" aria-label="Filter bots">
      {filters.map(({ id, label }) => {
        const count = chipCount(summary, id);
        return (
          <ToggleButton
            key={id}
            variant="chip"
            isSelected={status === id}
            onChange={() => actor.send({ type: 'filter.changed', status: id })}
          >
            {label}
            {count === null ? '' : ` (${count})`}
          </ToggleButton>
        );
      })}
    </div>
  );
}

function EmptyState({ line }: { line: string }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No bots found</h2>
      <p className={styles.emptyText}>{line}</p>
    </div>
  );
}

/** My Bots (spec 02 §2): tiles, search, chips, the grid a page at a time, and the screen's dialogs. */
const offersNoUpdate = () => {};

export function MyBotsView({ actor, onViewDetails, onEdit, onDelete, onUpdate = offersNoUpdate, onAddBot, limitNotice, allowance, children }: MyBotsViewProps) {
  const phase = useSelector(actor, selectGridPhase);
  const bots = useSelector(actor, selectBots);
  const search = useSelector(actor, selectSearch);
  const searching = useSelector(actor, selectIsSearching);
  const loadingMore = useSelector(actor, selectIsLoadingMore);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const showing = useSelector(actor, showingLine);
  const empty = useSelector(actor, emptyLine);
  const chooseCardView = useStoredCardView();
  const onToggle = useCallback((bot: Bot) => actor.send({ type: 'bot.toggle', bot }), [actor]);
  const onDuplicate = useCallback((bot: Bot) => actor.send({ type: 'bot.duplicate', bot }), [actor]);

  return (
    <section className={styles.page} aria-labelledby="my-bots-title">
      <header className={styles.header}>
        <h1 id="my-bots-title" className={styles.title}>
          My Bots
        </h1>
        <div className={styles.headerActions}>
          <ToggleButton variant="chip" isSelected onChange={chooseCardView} aria-label="Card view">
            <LayoutGrid size={16} aria-hidden="true" />
          </ToggleButton>
          <Button onPress={onAddBot}>
            <Plus size={16} aria-hidden="true" />
            Add Bot
          </Button>
        </div>
      </header>
      <SummaryTiles actor={actor} />
      {allowance ? <AllowanceLine actor={actor} allowance={allowance} /> : null}
      {/* Where a switch was refused by the plan's active bots: which bot stayed off, why, and the plans (D85). */}
      {limitNotice ? <LimitNoticeView actor={limitNotice} /> : null}
      <div className={styles.toolbar}>
        <SearchField
          className={styles.searchField}
          aria-label="Search bots"
          value={search}
          placeholder="Search bots by name, description, author, or tags..."
          onChange={(text) => actor.send({ type: 'search.changed', text })}
        />
        <FilterChips actor={actor} />
        <p className={styles.status} role="status">
          {showing}
          {searching && phase === 'ready' ? <Search size={14} aria-label="Searching" /> : null}
        </p>
      </div>
      {phase === 'failed' ? (
        <LoadFailed subject="Your bots" className={styles.failed} textClassName={styles.emptyText} onRetry={() => actor.send({ type: 'list.retry' })} />
      ) : null}
      {phase === 'loading' ? (
        <p className={styles.status}>
          <Spinner /> Loading bots...
        </p>
      ) : null}
      {phase === 'ready' && empty !== null ? <EmptyState line={empty} /> : null}
      {/* A failed reload keeps the cards that were shown: nothing the user was looking at goes away. */}
      {bots.length > 0 ? (
        <>
          <ul className={styles.grid} aria-label="Bots">
            {bots.map((bot) => (
              <BotCard key={bot.id} bot={bot} onToggle={onToggle} onViewDetails={onViewDetails} onEdit={onEdit} onDuplicate={onDuplicate} onDelete={onDelete} onUpdate={onUpdate} />
            ))}
          </ul>
          {/* A page on its way stays shown as busy even if the list shrank meanwhile (a bot deleted or switched off). */}
          {(canLoadMore || loadingMore) && phase === 'ready' ? (
            <div className={styles.more}>
              <Button variant="secondary" isPending={loadingMore} pendingLabel="Loading..." onPress={() => actor.send({ type: 'list.more' })}>
                Load more bots
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {children}
    </section>
  );
}
