import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function RegisterScreen() {
  return <PageTitleOnly title="Create your account" />;
}
