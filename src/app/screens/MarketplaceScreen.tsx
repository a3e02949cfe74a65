import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function MarketplaceScreen() {
  return <PageTitleOnly title="Marketplace" />;
}
