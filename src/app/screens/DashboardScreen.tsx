import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function DashboardScreen() {
  return <PageTitleOnly title="Dashboard" />;
}
