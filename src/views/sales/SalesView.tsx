import { useSelector } from '@xstate/react';
import { BarChart3, Upload } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { BotSales } from '../../domain/market/sales';
import type { publishUpdateMachine } from '../../machines/sales/publish-update.machine';
import type { salesMachine } from '../../machines/sales/sales.machine';
import { selectRefreshing, selectSalesBots, selectSalesStage } from '../../machines/sales/sales.selectors';
import type { unpublishMachine } from '../../machines/sales/unpublish.machine';
import { cardRatingText, downloadsText, ratingLabel } from '../market/market-format';
import { Button } from '../ui/Button';
import { LinkButton } from '../ui/LinkButton';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { PublishUpdateDialog } from './PublishUpdateDialog';
import { countText, moneyText, saleDate } from './sales-format';
import { SalesRecordsDialog } from './SalesRecordsDialog';
import * as styles from './SalesView.css';
import { UnpublishDialog } from './UnpublishDialog';

export interface SalesViewProps {
  actor: ActorRefFrom<typeof salesMachine>;
  updateActor: ActorRefFrom<typeof publishUpdateMachine>;
  unpublishActor: ActorRefFrom<typeof unpublishMachine>;
}

function Figure({ name, value, label }: { name: string; value: string; label?: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureName}>{name}</dt>
      <dd className={styles.figureValue} aria-label={label}>
        {value}
      </dd>
    </div>
  );
}

/** Where the bot comes from: its sequence and the saved version its latest version was published from. */
function originText(bot: BotSales): string {
  if (bot.sequenceTitle === null) return bot.sequenceId === null && bot.sequenceVersion !== null ? 'Its sequence was deleted: no update can be published' : 'Published without a sequence';
  return bot.sequenceVersion === null ? `From ${bot.sequenceTitle}` : `From ${bot.sequenceTitle}, saved version ${bot.sequenceVersion}`;
}

function BotSalesCard({ bot, actor, updateActor, unpublishActor }: { bot: BotSales } & SalesViewProps) {
  const headingId = `sales-bot-${bot.id}`;
  return (
    <li className={styles.botCard} aria-labelledby={headingId} data-testid="sales-bot">
      <div className={styles.botHead}>
        <div>
          <h2 id={headingId} className={styles.botTitle}>
            {bot.title}
          </h2>
          <p className={styles.botMeta}>
            Version {bot.version} · {moneyText(Math.round(bot.price * 100))} · {originText(bot)}
          </p>
        </div>
        <span className={styles.badge}>{bot.published ? 'Published' : 'Unpublished'}</span>
      </div>
      <dl className={styles.figures}>
        <Figure name="Sales" value={bot.sales.toLocaleString('en-US')} />
        <Figure name="Revenue" value={moneyText(bot.revenueCents)} />
        <Figure name="Refunds" value={bot.refunds.toLocaleString('en-US')} />
        <Figure name="Downloads" value={downloadsText(bot.downloads)} />
        <Figure name="Rating" value={cardRatingText(bot)} label={ratingLabel(bot)} />
        <Figure name="Last sale" value={bot.lastSaleAt === null ? 'None yet' : saleDate(bot.lastSaleAt)} />
      </dl>
      {bot.reviews.length > 0 ? (
        <ul className={styles.reviews} aria-label={`Latest reviews of ${bot.title}`}>
          {bot.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              {review.rating}/5 from {review.author}: {review.text || 'No text'}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" aria-label={`Sales records of ${bot.title}`} onPress={() => actor.send({ type: 'detail.open', botId: bot.id })}>
          Sales records
        </Button>
        {bot.published && bot.sequenceId !== null ? (
          <Button variant="secondary" size="sm" aria-label={`Publish an update of ${bot.title}`} onPress={() => updateActor.send({ type: 'update.open', bot })}>
            Publish update
          </Button>
        ) : null}
        {bot.published ? (
          <Button variant="danger" size="sm" aria-label={`Unpublish ${bot.title}`} onPress={() => unpublishActor.send({ type: 'unpublish.request', bot })}>
            Unpublish
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Empty() {
  return (
    <div className={styles.empty} data-testid="sales-empty">
      <BarChart3 size={28} aria-hidden="true" />
      <p className={styles.muted}>You have published no bot yet. In the Marketplace, Publish a bot takes a saved version of one of your sequences; its sales show here.</p>
      <LinkButton to="/marketplace" variant="secondary" size="sm">
        <Upload size={16} aria-hidden="true" /> Go to the Marketplace
      </LinkButton>
    </div>
  );
}

/** /sales (D130): each bot the user published, with what its records say, its updates and unpublishing. */
export function SalesView({ actor, updateActor, unpublishActor }: SalesViewProps) {
  const stage = useSelector(actor, selectSalesStage);
  const bots = useSelector(actor, selectSalesBots);
  const refreshing = useSelector(actor, selectRefreshing);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          Sales
        </h1>
        <p className={styles.tagline}>The bots you published: what they sold, what was refunded, and what their buyers say. Buyers keep the version they bought until they choose to update.</p>
      </header>
      {stage === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner />
          Loading your sales...
        </p>
      ) : stage === 'failed' ? (
        <LoadFailed subject="Your sales" className={styles.panel} textClassName={styles.muted} onRetry={() => actor.send({ type: 'sales.retry' })} />
      ) : stage === 'empty' ? (
        <Empty />
      ) : (
        <>
          {refreshing ? (
            <p className={styles.refreshing} role="status">
              <Spinner /> Reading your sales again...
            </p>
          ) : null}
          <ul className={styles.list} aria-label="Your published bots">
            {bots.map((bot) => (
              <BotSalesCard key={bot.id} bot={bot} actor={actor} updateActor={updateActor} unpublishActor={unpublishActor} />
            ))}
          </ul>
          <p className={styles.muted}>{countText(bots.reduce((sum, bot) => sum + bot.sales, 0), 'sale', 'sales')} in all.</p>
        </>
      )}
      <SalesRecordsDialog actor={actor} />
      <PublishUpdateDialog actor={updateActor} />
      <UnpublishDialog actor={unpublishActor} />
    </section>
  );
}
