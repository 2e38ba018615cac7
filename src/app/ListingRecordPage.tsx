import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/Breadcrumb';
import { ListingBadge, ListingHeader } from '@/components/ListingHeader';
import { ListingContactBar } from '@/features/inquiries/components/ListingContactBar';
import { useRecordView } from '@/features/recentlyViewed/hooks';
import type { RecentListing } from '@/features/recentlyViewed/schema';
import { useChatAbout } from '@/lib/chatSubject';
import { useBackendLang, useLocalPath } from '@/lib/i18n/useMessages';

/**
 * A badge over a listing's name: its words (`lang` 'en' when they are the backend's), and its
 * colours where they are not its place's (BADGE_TONES).
 */
interface ListingBadgeWords {
  text: string;
  lang?: 'en';
  tone?: string | undefined;
}

/** Every listing page's badges take these colours by their place: the first brand, the second accent. */
const BADGE_TONES = ['bg-brand-100 text-brand-800', 'bg-accent-100 text-accent-700'];

interface ListingRecordPageProps {
  /** The listing as the recently viewed keep it: it names the page, the chat's subject and the header. */
  visit: RecentListing;
  /** Whether the name is the listing's own (the backend's, in English), not the page's word for an unnamed one. */
  named: boolean;
  /** The list the listing belongs to, as the breadcrumb's step before it (a path in English). */
  trail: { label: string; to: string };
  /** Left out where null: a value the listing does not have. */
  badges: (ListingBadgeWords | null)[];
  /**
   * The listing's buttons (keep, compare): `ListingActions`, passed by the page. Imported here, it
   * and the lists it keeps would join the files every public page loads (scripts/chunk-groups.mjs).
   */
  actions: ReactNode;
  shareText?: string;
  price?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a building's, a land's and a project's page: the breadcrumb, the header with the
 * listing's badges, its actions and Share, and the phone bar. Showing it names the
 * listing as the chat's subject and keeps the visit among the recently viewed.
 */
export function ListingRecordPage({
  visit,
  named,
  trail,
  badges,
  actions,
  shareText,
  price,
  children,
}: ListingRecordPageProps) {
  const lang = useBackendLang();
  const local = useLocalPath();
  const nameLang = named ? lang : undefined;
  useChatAbout(visit.name);
  useRecordView(visit);
  return (
    <div className="container-site py-8 sm:py-12">
      <Breadcrumb
        trail={[{ label: trail.label, to: local(trail.to) }]}
        current={visit.name}
        currentLang={nameLang}
      />
      <ListingHeader
        name={visit.name}
        nameLang={nameLang}
        location={visit.place}
        badges={badges.map((badge, index) =>
          badge ? (
            <ListingBadge key={index} tone={badge.tone ?? BADGE_TONES[index] ?? ''} lang={badge.lang}>
              {badge.text}
            </ListingBadge>
          ) : null,
        )}
        shareText={shareText}
        price={price}
        actions={actions}
      />
      {children}
      <ListingContactBar />
    </div>
  );
}
