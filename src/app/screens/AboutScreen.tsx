import { AboutView } from '../../views/about/AboutView';

export default function AboutScreen() {
  return <AboutView />;
}
