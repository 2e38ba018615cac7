import { useEffect } from 'react';
import { company } from '@/config/company';

/** Sets the tab title: "<page> | <company>"; the home page passes no page. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${company.name}` : `${company.name} | ${company.tagline}`;
  }, [page]);
}
