import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '@/components/NotFoundPage';
import { isDecodable } from '@/lib/url';

export function ReadableAddress({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation();
  return isDecodable(pathname) ? <Page /> : <NotFoundPage />;
}
