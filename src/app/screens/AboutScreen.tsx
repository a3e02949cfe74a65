import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function AboutScreen() {
  return <PageTitleOnly title="About Us" />;
}
