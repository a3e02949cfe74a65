import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function MyBotsScreen() {
  return <PageTitleOnly title="My Bots" />;
}
