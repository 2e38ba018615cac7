import type { ComponentType } from 'react';
import { NotFoundPage } from '@/components/NotFoundPage';
import { isDecodable } from '@/lib/url';
import { usePageAddress } from '@/lib/usePageAddress';

/** A page with a record id in its address shows the not-found page for a malformed %-escape. */
export function ReadableAddress({ page: Page }: { page: ComponentType }) {
  const { pathname } = usePageAddress();
  return isDecodable(pathname) ? <Page /> : <NotFoundPage />;
}
