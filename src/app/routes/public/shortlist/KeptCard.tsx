import type { ReactNode } from 'react';
import { CARD_OF_THREE } from '@/components/imageSlots';
import { LinkCardSkeleton } from '@/components/LinkCard';
import { ErrorState } from '@/components/StatusMessage';
import { BuildingCard } from '@/features/buildings/components/BuildingCard';
import { LandCard } from '@/features/lands/components/LandCard';
import { ProjectCard } from '@/features/projects/components/ProjectCard';
import { useMessages } from '@/lib/i18n/useMessages';
import type { KeptListing } from './useKeptListings';

/**
 * A kept listing as the list shows it: its own card once read, a placeholder before; one that
 * cannot be shown right now says so with Retry, one the backend no longer has says that; both
 * stay until the visitor removes them (`actions`).
 */
export function KeptCard({ kept, actions }: { kept: KeptListing; actions: ReactNode }) {
  const words = useMessages('shortlist');
  const { retry } = useMessages('listings');
  switch (kept.state) {
    case 'loading':
      return <LinkCardSkeleton aspect="4/3" testId="shortlist-skeleton" lines={['h-5 w-3/4', 'h-4 w-1/2']} />;
    case 'unavailable':
      return (
        <div className="flex h-full flex-col justify-center gap-3">
          <ErrorState message={words.unavailable} retryLabel={retry} onRetry={kept.retry} />
          <div className="flex justify-center">{actions}</div>
        </div>
      );
    case 'gone':
      return (
        <div className="card flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
          <h2 className="text-lg font-semibold text-ink">{words.gone.title}</h2>
          <p className="text-sm text-ink-soft">{words.gone.text}</p>
          {actions}
        </div>
      );
    case 'ready': {
      const { listing } = kept;
      if (listing.kind === 'building')
        return (
          <BuildingCard
            building={listing.record}
            headingLevel={2}
            imageSlot={CARD_OF_THREE}
            actions={actions}
          />
        );
      if (listing.kind === 'land')
        return <LandCard land={listing.record} headingLevel={2} actions={actions} />;
      return <ProjectCard project={listing.record} actions={actions} />;
    }
  }
}
