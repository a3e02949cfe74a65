import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function DesignerScreen() {
  return <PageTitleOnly title="Workflow Designer" />;
}
