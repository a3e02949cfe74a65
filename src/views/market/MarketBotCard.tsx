import { Bot as BotIcon, BadgeCheck, Heart, Info, ShoppingCart, Star } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { MarketBot } from '../../domain/market/market';
import { usd } from '../../domain/money';
import { Button } from '../ui/Button';
import { ToggleButton } from '../ui/ToggleButton';
import { cardRatingText, cardTagLimit, downloadsText, ratingLabel } from './market-format';
import * as styles from './MarketBotCard.css';

export interface MarketBotHandlers {
  onFavorite: (bot: MarketBot) => void;
  onAddToCart: (bot: MarketBot) => void;
  onBuy: (bot: MarketBot) => void;
  onInfo: (bot: MarketBot) => void;
}

export interface MarketBotCardProps extends MarketBotHandlers {
  bot: MarketBot;
  isFavorite: boolean;
  inCart: boolean;
}

/** "In your library" where an owned bot would offer Buy and Add to Cart (D42). */
export function OwnedMark() {
  return (
    <span className={styles.owned}>
      <BadgeCheck size={16} aria-hidden="true" />
      In your library
    </span>
  );
}

/** One bot of the marketplace grid (02 §2 bot card). Memoised: a heart re-renders only its card. */
export const MarketBotCard = memo(function MarketBotCard({ bot, isFavorite, inCart, onFavorite, onAddToCart, onBuy, onInfo }: MarketBotCardProps) {
  return (
    <li className={styles.card} data-testid="market-bot-card">
      <div className={styles.media}>
        {bot.image ? <img className={styles.image} src={bot.image} alt="" loading="lazy" decoding="async" /> : <BotIcon size={48} aria-hidden="true" />}
        <span className={styles.premium}>Premium</span>
        <ToggleButton
          className={styles.heart}
          isSelected={isFavorite}
          onChange={() => onFavorite(bot)}
          aria-label={isFavorite ? `Remove ${bot.title} from favorites` : `Add ${bot.title} to favorites`}
        >
          <Heart size={20} aria-hidden="true" fill={isFavorite ? 'currentColor' : 'none'} />
        </ToggleButton>
      </div>
      <div className={styles.body}>
        <div className={styles.figures}>
          {/* The buyers' reviews' average and count (D83). */}
          <span className={bot.reviewCount > 0 ? styles.rating : styles.unrated} role="img" aria-label={ratingLabel(bot)}>
            <Star size={14} aria-hidden="true" fill={bot.reviewCount > 0 ? 'currentColor' : 'none'} />
            {cardRatingText(bot)}
          </span>
          <span>{downloadsText(bot.downloads)}</span>
        </div>
        <h2 className={styles.title}>
          <Link className={styles.titleLink} to={`/marketplace/${bot.id}`}>
            {bot.title}
          </Link>
        </h2>
        <p className={styles.author}>by {bot.author}</p>
        {bot.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {bot.tags.slice(0, cardTagLimit).map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.actions}>
        <span className={styles.price}>{usd(bot.price)}</span>
        <span className={styles.grow} />
        {bot.owned ? (
          <OwnedMark />
        ) : (
          <>
            <Button size="sm" onPress={() => onBuy(bot)} aria-label={`Buy ${bot.title}`}>
              Buy
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => onAddToCart(bot)}
              aria-label={inCart ? `${bot.title} is in your cart` : `Add ${bot.title} to cart`}
            >
              <ShoppingCart size={16} aria-hidden="true" fill={inCart ? 'currentColor' : 'none'} />
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" onPress={() => onInfo(bot)} aria-label={`About ${bot.title}`}>
          <Info size={16} aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
});
