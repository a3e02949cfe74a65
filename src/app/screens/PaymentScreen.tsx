import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function PaymentScreen() {
  return <PageTitleOnly title="Payment" />;
}
