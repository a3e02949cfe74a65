import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function SubscriptionsScreen() {
  return <PageTitleOnly title="Choose Your Plan" />;
}
