import { Bot as BotIcon, Check, Heart, ShieldCheck, ShoppingCart, Star } from 'lucide-react';
import type { MarketBot } from '../../domain/market/market';
import { usd } from '../../domain/money';
import { Button } from '../ui/Button';
import { Dialog, DialogHeader } from '../ui/Dialog';
import { ToggleButton } from '../ui/ToggleButton';
import type { MarketBotHandlers } from './MarketBotCard';
import { OwnedMark } from './MarketBotCard';
import { reviewSummaryText } from './BotReviews';
import { downloadsText, releaseDate } from './market-format';
import { keyFeatures, termsNotice } from './market-texts';
import * as styles from './MarketplaceView.css';

export interface MarketBotDialogProps extends Omit<MarketBotHandlers, 'onInfo'> {
  bot: MarketBot | null;
  isFavorite: boolean;
  onClose: () => void;
}

/** The detail modal (02 §2), opened by a card's info button. */
export function MarketBotDialog({ bot, isFavorite, onClose, onFavorite, onAddToCart, onBuy }: MarketBotDialogProps) {
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
          <h3 className={styles.detailHeading}>Key Features</h3>
          <ul className={styles.features}>
            {keyFeatures.map((feature) => (
              <li key={feature}>
                <Check size={16} aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
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
