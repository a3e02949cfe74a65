import { FlaskConical } from 'lucide-react';
import { declineReasonTexts, testCards, testModeTexts } from '../../domain/payments/card-rules';
import * as styles from './payments.css';

/**
 * On every payment form (D84): no money moves; which test cards pay and which decline.
 * `cardOnly`: the checkout modal takes a card and nothing else.
 */
export function TestModeNotice({ cardOnly = false }: { cardOnly?: boolean }) {
  return (
    <aside className={styles.testNotice} aria-labelledby="test-mode-title">
      <p id="test-mode-title" className={styles.testNoticeTitle}>
        <FlaskConical size={16} aria-hidden="true" /> {testModeTexts.title}
      </p>
      <p>These cards pay (any future expiry date, any name):</p>
      <ul className={styles.testCardList}>
        {testCards.pay.map((card) => (
          <li key={card.number}>
            <span className={styles.mono}>{card.number}</span> ({card.brand}, CVV {card.brand === 'American Express' ? '4 digits' : '3 digits'})
          </li>
        ))}
      </ul>
      <p>These cards are declined:</p>
      <ul className={styles.testCardList}>
        {testCards.decline.map((card) => (
          <li key={card.number}>
            <span className={styles.mono}>{card.number}</span>: {declineReasonTexts[card.reason]}
          </li>
        ))}
      </ul>
      <p>Any other card number is refused.{cardOnly ? '' : ` ${testModeTexts.otherMethods}`}</p>
    </aside>
  );
}
