import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function PaymentHistoryScreen() {
  return <PageTitleOnly title="Payment History" />;
}
