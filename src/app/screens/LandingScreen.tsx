import { LandingView } from '../../views/landing/LandingView';

export default function LandingScreen() {
  return <LandingView />;
}
