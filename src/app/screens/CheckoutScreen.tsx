import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function CheckoutScreen() {
  return <PageTitleOnly title="Checkout" />;
}
