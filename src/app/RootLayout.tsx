import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';
import { SessionWatcher } from './SessionWatcher';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionWatcher />
      <Outlet />
    </>
  );
}
