import { useSelector } from '@xstate/react';
import { ArrowLeft, Bot as BotIcon, Heart, ShoppingCart, Star } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { usd } from '../../domain/money';
import type { cartMachine } from '../../machines/market/cart.machine';
import type { favoritesMachine } from '../../machines/market/favorites.machine';
import { selectFavoriteIds } from '../../machines/market/favorites.selectors';
import type { marketBotMachine } from '../../machines/market/market-bot.machine';
import { selectBot, selectFailed, selectResolving } from '../../machines/market/market-bot.selectors';
import type { MarketBotDetail } from '../../domain/market/listing';
import type { MarketBot } from '../../domain/market/market';
import type { reviewsMachine } from '../../machines/market/reviews.machine';
import { selectReviewList } from '../../machines/market/reviews.selectors';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { OwnedMark } from './MarketBotCard';
import { ListingChangelog, ListingNeeds, ListingSteps, ListingVersionLine } from './ListingFacts';
import { downloadsText, releaseDate, tagLabel } from './market-format';
import { termsNotice } from './market-texts';
import { BotReviews, reviewSummaryText } from './BotReviews';
import * as styles from './MarketBotPage.css';

export interface MarketBotPageProps {
  actor: ActorRefFrom<typeof marketBotMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
  favorites: ActorRefFrom<typeof favoritesMachine>;
  /** The bot's reviews (D83): the Reviews tab, and the rating the page shows. */
  reviews: ActorRefFrom<typeof reviewsMachine>;
  onBuy: (bot: MarketBot) => void;
  onBack: () => void;
}

/** The buyers' reviews' average and count, once loaded: the page's rating is theirs (D83). */
function useRatingText(reviews: ActorRefFrom<typeof reviewsMachine>): string {
  return useSelector(reviews, (snapshot) => {
    const list = selectReviewList(snapshot);
    return list ? reviewSummaryText(list) : 'Loading reviews...';
  });
}

function Info({ bot, rating }: { bot: MarketBotDetail; rating: string }) {
  const rows: Array<[string, string]> = [
    ['Author', bot.author],
    ['Rating', rating],
    ['Downloads', bot.downloads.toLocaleString('en-US')],
    // The listing's own version (D130), not the spec's fixed 1.0.0; "Last updated" is when the bot
    // as offered last changed (D83).
    ['Version', String(bot.version)],
    ['Last updated', releaseDate(bot.updatedAt)],
  ];
  return (
    <dl className={styles.infoBox} aria-label="About this bot">
      {rows.map(([term, value]) => (
        <div key={term} className={styles.infoRow}>
          <dt className={styles.infoTerm}>{term}</dt>
          <dd className={styles.infoValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The bot detail page (02 §2): Overview, Features and Reviews tabs, the side panel and the info box; the same cart as the grid (D9). */
export function MarketBotPage({ actor, cart, favorites, reviews, onBuy, onBack }: MarketBotPageProps) {
  const rating = useRatingText(reviews);
  const bot = useSelector(actor, selectBot);
  const resolving = useSelector(actor, selectResolving);
  const failed = useSelector(actor, selectFailed);
  const isFavorite = useSelector(favorites, (snapshot) => bot !== null && selectFavoriteIds(snapshot).includes(bot.id));
  if (resolving) {
    return (
      <p className={styles.state} role="status">
        <Spinner /> Loading...
      </p>
    );
  }
  if (failed || !bot) {
    return (
      <LoadFailed subject="This bot" className={styles.state} textClassName={styles.muted} onRetry={() => actor.send({ type: 'bot.retry' })} />
    );
  }
  return (
    <article className={styles.page} aria-labelledby="market-bot-title">
      <Button variant="ghost" size="sm" className={styles.back} onPress={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> Back to Marketplace
      </Button>
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.hero}>{bot.image ? <img className={styles.heroImage} src={bot.image} alt="" /> : <BotIcon size={64} aria-hidden="true" />}</div>
          <h1 id="market-bot-title" className={styles.title}>
            {bot.title}
          </h1>
          <p className={styles.muted}>
            by {bot.author} · <Star size={14} aria-hidden="true" fill="currentColor" /> {rating} · {downloadsText(bot.downloads)}
          </p>
          <Tabs>
            <TabList className={styles.tabList} aria-label="About the bot">
              <Tab id="overview" className={styles.tab}>
                Overview
              </Tab>
              <Tab id="features" className={styles.tab}>
                Features
              </Tab>
              <Tab id="reviews" className={styles.tab}>
                Reviews
              </Tab>
            </TabList>
            <TabPanel id="overview" className={styles.panel}>
              <p>{bot.description}</p>
              <p className={styles.muted}>Released {releaseDate(bot.createdAt)}</p>
              <p className={styles.muted}>Tags: {bot.tags.map(tagLabel).join(', ')}</p>
              {bot.versions[0] ? <ListingVersionLine version={bot.versions[0]} /> : null}
            </TabPanel>
            {/* D130: what the bot's workflow does and needs, in place of 02 §2's fixed features. */}
            <TabPanel id="features" className={styles.panel}>
              <h2 className={styles.panelHeading}>What it does</h2>
              <ListingSteps steps={bot.steps} />
              <h2 className={styles.panelHeading}>What it needs</h2>
              <ListingNeeds needs={bot.needs} />
              <h2 className={styles.panelHeading}>Changelog</h2>
              <ListingChangelog versions={bot.versions} />
            </TabPanel>
            <TabPanel id="reviews" className={styles.panel}>
              <BotReviews actor={reviews} />
            </TabPanel>
          </Tabs>
        </div>
        <aside className={styles.side} aria-label="Buy">
          <div className={styles.buyBox}>
            <p className={styles.price}>{usd(bot.price)}</p>
            <p className={styles.muted}>One-time · USD</p>
            {bot.owned ? (
              <OwnedMark />
            ) : (
              <>
                <Button fullWidth onPress={() => onBuy(bot)}>
                  Buy Now
                </Button>
                <Button fullWidth variant="secondary" onPress={() => cart.send({ type: 'cart.add', bot })}>
                  <ShoppingCart size={16} aria-hidden="true" /> Add to Cart
                </Button>
              </>
            )}
            <Button fullWidth variant="ghost" onPress={() => favorites.send({ type: 'favorite.toggle', bot })}>
              <Heart size={16} aria-hidden="true" fill={isFavorite ? 'currentColor' : 'none'} />
              {isFavorite ? 'Remove from Favorites' : 'Add to Favorites'}
            </Button>
            <p className={styles.muted}>{termsNotice}</p>
          </div>
          <Info bot={bot} rating={rating} />
        </aside>
      </div>
    </article>
  );
}
