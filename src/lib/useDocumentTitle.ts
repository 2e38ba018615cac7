import { useEffect } from 'react';
import { company } from '@/config/company';

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${company.name}` : `${company.name} | ${company.tagline}`;
  }, [page]);
}
