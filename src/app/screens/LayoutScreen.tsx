import { Outlet } from 'react-router-dom';

export default function LayoutScreen() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
