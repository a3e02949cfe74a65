import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function LoginScreen() {
  return <PageTitleOnly title="Login Page" />;
}
