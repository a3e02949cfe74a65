import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function LandingScreen() {
  return <PageTitleOnly title="Welcome to Botflow" />;
}
