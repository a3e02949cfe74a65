import { usd, usdFromCents } from '../../domain/money';
import { taxCentsOf, taxPercent } from '../../domain/payments/payments';
import * as styles from './payments.css';

export interface OrderLine {
  id: number | string;
  name: string;
  /** USD, as the catalogue shows it. */
  price: number;
}

/**
 * The order as the server will price it (02 §9): subtotal, tax 8 %, discount 0, total = subtotal +
 * tax; the same cents arithmetic, so what is shown is what is charged (D10).
 */
export function OrderSummary({ lines, headingLevel = 2 }: { lines: readonly OrderLine[]; headingLevel?: 2 | 3 }) {
  const subtotalCents = lines.reduce((sum, line) => sum + Math.round(line.price * 100), 0);
  const taxCents = taxCentsOf(subtotalCents);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.panel} aria-labelledby="order-summary">
      <Heading id="order-summary" className={styles.panelTitle}>
        Order Summary
      </Heading>
      <ul className={styles.lines} aria-label="Order lines">
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineName}>{line.name}</span>
            <span>{usd(line.price)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        <div className={styles.amountRow}>
          <dt>Subtotal</dt>
          <dd>{usdFromCents(subtotalCents)}</dd>
        </div>
        <div className={styles.amountRow}>
          <dt>Tax ({taxPercent}%)</dt>
          <dd>{usdFromCents(taxCents)}</dd>
        </div>
        <div className={styles.amountRow}>
          <dt>Discount</dt>
          <dd>{usd(0)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Total</dt>
          <dd>{usdFromCents(subtotalCents + taxCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
