import { Upload } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import type { MarketBot } from '../../domain/market/market';
import { Button } from '../ui/Button';
import { useMediaQuery } from '../ui/use-media-query';
import { marketTagline } from './market-texts';
import { Filters, Grid, Notices, Pages, Panels, ResultsControls, ResultsCount, type MarketActors } from './MarketplaceParts';
import * as styles from './MarketplaceView.css';

export interface MarketplaceViewProps extends MarketActors {
  onBuy: (bot: MarketBot) => void;
  onCheckout: () => void;
  onPaymentHistory: () => void;
  onPublish: () => void;
  /** The screen's other dialogs (publishing). */
  children?: ReactNode;
}

const wideScreen = '(min-width: 1024px)';

/** The marketplace (02 §2): filters, the results card, the grid, pages, and the panels over them. */
export function MarketplaceView({ listing: actor, panels, cart, favorites, onBuy, onCheckout, onPaymentHistory, onPublish, children }: MarketplaceViewProps) {
  const wide = useMediaQuery(wideScreen);

  const onFavorite = useCallback(
    (bot: MarketBot) => {
      favorites.send({ type: 'favorite.toggle', bot });
      actor.send({ type: 'favorites.changed' });
    },
    [favorites, actor],
  );
  const onAddToCart = useCallback((bot: MarketBot) => cart.send({ type: 'cart.add', bot }), [cart]);
  const onInfo = useCallback((bot: MarketBot) => panels.send({ type: 'detail.open', bot }), [panels]);

  return (
    <section className={styles.page} aria-labelledby="marketplace-title">
      <header className={styles.header}>
        <div>
          <h1 id="marketplace-title" className={styles.title}>
            Marketplace
          </h1>
          <p className={styles.tagline}>{marketTagline}</p>
        </div>
        <Button variant="secondary" onPress={onPublish}>
          <Upload size={16} aria-hidden="true" /> Publish a bot
        </Button>
      </header>
      <div className={styles.layout}>
        {wide ? (
          <aside className={styles.aside} aria-label="Filters">
            <Filters listing={actor} />
          </aside>
        ) : null}
        <div className={styles.main}>
          <div className={styles.results}>
            <ResultsCount listing={actor} />
            <ResultsControls listing={actor} panels={panels} cart={cart} favorites={favorites} onPaymentHistory={onPaymentHistory} wide={wide} />
          </div>
          <Notices listing={actor} favorites={favorites} />
          <Grid listing={actor} cart={cart} favorites={favorites} onFavorite={onFavorite} onAddToCart={onAddToCart} onBuy={onBuy} onInfo={onInfo} />
          <Pages listing={actor} />
        </div>
      </div>
      <Panels
        listing={actor}
        panels={panels}
        cart={cart}
        favorites={favorites}
        onBuy={onBuy}
        onCheckout={onCheckout}
        wide={wide}
        onFavorite={onFavorite}
        onAddToCart={onAddToCart}
      />
      {children}
    </section>
  );
}
