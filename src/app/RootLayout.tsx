import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { dropEarly } from '../lib/fetchEarly';
import { ScrollToTop } from './ScrollToTop';
import { SessionWatcher } from './SessionWatcher';

/** Start-up answers (lib/fetchEarly.ts) are for the opened page only: the first move drops them. */
function DropEarlyAnswersOnLeave() {
  const { pathname } = useLocation();
  const opened = useRef(pathname);
  useEffect(() => {
    if (pathname !== opened.current) dropEarly();
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionWatcher />
      <DropEarlyAnswersOnLeave />
      <Outlet />
    </>
  );
}
