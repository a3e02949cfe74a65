import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function ChangePasswordScreen() {
  return <PageTitleOnly title="Change Password" />;
}
