import { useParams } from 'react-router-dom';
import { DocsView } from '../../views/docs/DocsView';

export default function DocsScreen() {
  const { slug } = useParams();
  return <DocsView slug={slug} />;
}
