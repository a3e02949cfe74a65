import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function MarketplaceBotScreen() {
  return <PageTitleOnly title="Marketplace" />;
}
