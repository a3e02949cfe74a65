import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function SequencesScreen() {
  return <PageTitleOnly title="Sequences" />;
}
