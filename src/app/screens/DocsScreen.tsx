import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function DocsScreen() {
  return <PageTitleOnly title="Documentation" />;
}
