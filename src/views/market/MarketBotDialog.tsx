import { Bot as BotIcon, Heart, ShieldCheck, ShoppingCart, Star } from 'lucide-react';
import type { MarketBotDetail } from '../../domain/market/listing';
import type { MarketBot } from '../../domain/market/market';
import type { DetailListingStatus } from '../../machines/market/market-panels.selectors';
import { usd } from '../../domain/money';
import { Button } from '../ui/Button';
import { Dialog, DialogHeader } from '../ui/Dialog';
import { ToggleButton } from '../ui/ToggleButton';
import type { MarketBotHandlers } from './MarketBotCard';
import { OwnedMark } from './MarketBotCard';
import { reviewSummaryText } from './BotReviews';
import { ListingNeeds, ListingSteps, ListingVersionLine } from './ListingFacts';
import { downloadsText, releaseDate } from './market-format';
import { termsNotice } from './market-texts';
import { Spinner } from '../ui/Spinner';
import * as styles from './MarketplaceView.css';

export interface MarketBotDialogProps extends Omit<MarketBotHandlers, 'onInfo'> {
  bot: MarketBot | null;
  isFavorite: boolean;
  onClose: () => void;
  /** What the bot's workflow does and needs, and its version (D130), once loaded. */
  listing: MarketBotDetail | null;
  listingStatus: DetailListingStatus;
  onRetryListing: () => void;
}

/** What it does, what it needs and its version, from its workflow (D130): in place of 02 §2's fixed key features. */
function Listing({ listing, status, onRetry }: { listing: MarketBotDetail | null; status: DetailListingStatus; onRetry: () => void }) {
  if (status === 'loading' || (status === 'shown' && !listing)) {
    return (
      <p className={styles.muted} role="status">
        <Spinner /> Loading what it does...
      </p>
    );
  }
  if (!listing) {
    return (
      <div role="alert">
        <p className={styles.muted}>What it does could not be loaded.</p>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const latest = listing.versions[0];
  return (
    <>
      <h3 className={styles.detailHeading}>What it does</h3>
      <ListingSteps steps={listing.steps} />
      <h3 className={styles.detailHeading}>What it needs</h3>
      <ListingNeeds needs={listing.needs} />
      {latest ? <ListingVersionLine version={latest} /> : null}
    </>
  );
}

/** The detail modal (02 §2), opened by a card's info button. */
export function MarketBotDialog({ bot, isFavorite, onClose, onFavorite, onAddToCart, onBuy, listing, listingStatus, onRetryListing }: MarketBotDialogProps) {
  return (
    <Dialog isOpen={bot !== null} onOpenChange={(open) => (open ? undefined : onClose())} size="lg">
      {bot ? (
        <div className={styles.detail}>
          <DialogHeader title={bot.title} description={`by ${bot.author}`} closeLabel="Close" onClose={onClose} />
          <div className={styles.detailMedia}>
            {bot.image ? <img className={styles.detailImage} src={bot.image} alt="" /> : <BotIcon size={64} aria-hidden="true" />}
          </div>
          <p className={styles.detailFigures}>
            {/* The buyers' reviews' average and count, as the bot page says them (D83). */}
            <span className={bot.reviewCount > 0 ? styles.rating : undefined}>
              <Star size={16} aria-hidden="true" fill={bot.reviewCount > 0 ? 'currentColor' : 'none'} /> {reviewSummaryText({ average: bot.rating, count: bot.reviewCount })}
            </span>
            <span>{downloadsText(bot.downloads)}</span>
            <span>Released {releaseDate(bot.createdAt)}</span>
          </p>
          <p>{bot.description}</p>
          <ul className={styles.detailTags} aria-label="Tags">
            {bot.tags.map((tag) => (
              <li key={tag} className={styles.chipStatic}>
                {tag}
              </li>
            ))}
          </ul>
          <Listing listing={listing} status={listingStatus} onRetry={onRetryListing} />
          <div className={styles.pricing}>
            <div>
              <p className={styles.priceLarge}>{usd(bot.price)}</p>
              <p className={styles.muted}>One-time · USD</p>
            </div>
            <p className={styles.verified}>
              <ShieldCheck size={18} aria-hidden="true" /> Secure &amp; Verified
            </p>
          </div>
          <div className={styles.detailActions}>
            <ToggleButton
              variant="chip"
              isSelected={isFavorite}
              onChange={() => onFavorite(bot)}
              aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            >
              <Heart size={16} aria-hidden="true" fill={isFavorite ? 'currentColor' : 'none'} />
            </ToggleButton>
            {bot.owned ? (
              <OwnedMark />
            ) : (
              <>
                <Button variant="secondary" onPress={() => onAddToCart(bot)}>
                  <ShoppingCart size={16} aria-hidden="true" /> Add to Cart
                </Button>
                <Button onPress={() => onBuy(bot)}>Buy Now</Button>
              </>
            )}
          </div>
          <p className={styles.terms}>{termsNotice}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
