import type { ReactNode } from 'react';
import { CARD_OF_THREE } from '@/components/imageSlots';
import { LinkCardSkeleton } from '@/components/LinkCard';
import { ErrorState } from '@/components/StatusMessage';
import { BuildingCard } from '@/features/buildings/components/BuildingCard';
import { LandCard } from '@/features/lands/components/LandCard';
import { ProjectCard } from '@/features/projects/components/ProjectCard';
import { errorMessage } from '@/lib/errors';
import type { KeptListing } from './useKeptListings';

/** A kept listing as the list shows it: its own card once read, a placeholder before, Retry on a failure. */
export function KeptCard({ kept, actions }: { kept: KeptListing; actions: ReactNode }) {
  switch (kept.state) {
    case 'missing':
      return null;
    case 'loading':
      return <LinkCardSkeleton aspect="4/3" testId="shortlist-skeleton" lines={['h-5 w-3/4', 'h-4 w-1/2']} />;
    case 'failed':
      return (
        <div className="flex h-full flex-col justify-center gap-3">
          <ErrorState message={errorMessage(kept.error)} onRetry={kept.retry} />
          <div className="flex justify-center">{actions}</div>
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
