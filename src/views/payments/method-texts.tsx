import type { PaymentMethod } from '../../domain/payments/payments';
import * as styles from './payments.css';

/** Sample details of 02 §2: no real account or wallet. */
export const bankAccount = { name: 'Botflow Inc.', iban: 'US12 3456 7890 1234 5678 90', swift: 'BOTFUS33' };
export const cryptoAddresses = { btc: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', eth: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' };

/** What each method says once chosen (02 §2). The bank transfer's reference is drawn when the page opens. */
export function MethodNote({ method, reference }: { method: PaymentMethod; reference: string }) {
  switch (method) {
    case 'card':
      return null;
    case 'paypal':
    case 'stripe':
      return <p className={styles.methodNote}>You will be redirected to {method === 'paypal' ? 'PayPal' : 'Stripe'} to complete your payment securely.</p>;
    case 'apple_pay':
    case 'google_pay':
      return <p className={styles.methodNote}>Use your device's biometrics or PIN to confirm the payment with {method === 'apple_pay' ? 'Apple Pay' : 'Google Pay'}.</p>;
    case 'bank_transfer':
      return (
        <div className={styles.methodNote}>
          <p className={styles.muted}>Transfer the total to this account and quote the reference:</p>
          <p>
            Account: <span className={styles.mono}>{bankAccount.name}, {bankAccount.iban}</span>
          </p>
          <p>
            SWIFT code: <span className={styles.mono}>{bankAccount.swift}</span>
          </p>
          <p>
            Reference: <span className={styles.mono}>{reference}</span>
          </p>
        </div>
      );
    case 'crypto':
      return (
        <div className={styles.methodNote}>
          <p>
            BTC: <span className={styles.mono}>{cryptoAddresses.btc}</span>
          </p>
          <p>
            ETH: <span className={styles.mono}>{cryptoAddresses.eth}</span>
          </p>
          <p className={styles.muted}>Your payment is confirmed after 6 confirmations on the network.</p>
        </div>
      );
    case 'alipay':
    case 'wechat_pay':
      return <p className={styles.methodNote}>Scan the QR code with {method === 'alipay' ? 'Alipay' : 'WeChat Pay'} to pay.</p>;
  }
}
