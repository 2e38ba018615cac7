import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/NotFoundPage';
import { isDecodable } from '@/lib/url';
import { usePageAddress } from '@/lib/usePageAddress';

/** Its page only at an address the router could read: else, the site's not-found page. */
export function ReadableAddress({ children }: { children: ReactNode }) {
  const { pathname } = usePageAddress();
  return isDecodable(pathname) ? children : <NotFoundPage />;
}
