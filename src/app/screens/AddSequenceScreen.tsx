import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function AddSequenceScreen() {
  return <PageTitleOnly title="Add Sequence" />;
}
