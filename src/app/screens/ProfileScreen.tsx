import { PageTitleOnly } from '../../views/PageTitleOnly';

export default function ProfileScreen() {
  return <PageTitleOnly title="My Profile" />;
}
