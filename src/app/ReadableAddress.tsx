import type { ComponentType } from 'react';
import { NotFoundPage } from '@/components/NotFoundPage';
import { isDecodable } from '@/lib/url';
import { usePageAddress } from '@/lib/usePageAddress';

export function ReadableAddress({ page: Page }: { page: ComponentType }) {
  const { pathname } = usePageAddress();
  return isDecodable(pathname) ? <Page /> : <NotFoundPage />;
}
