import { Breadcrumb } from '@/components/Breadcrumb';
import { BrochureLink } from '@/components/BrochureLink';
import { DetailPageSkeleton } from '@/components/DetailPageSkeleton';
import { ListingBadge, ListingHeader } from '@/components/ListingHeader';
import { paths } from '@/config/paths';
import { buildingPage } from '@/features/buildings/buildingPage';
import { BuildingGallery } from '@/features/buildings/components/BuildingGallery';
import { AboutBuilding } from '@/features/buildings/components/AboutBuilding';
import { buildingLocation } from '@/features/buildings/components/format';
import { SimilarBuildings } from '@/features/buildings/components/SimilarBuildings';
import { SummaryTiles } from '@/features/buildings/components/SummaryTiles';
import type { Building } from '@/features/buildings/schema';
import { ListingInquiryColumns } from '@/features/inquiries/components/ListingInquiryColumns';
import { ListingContactBar } from '@/features/inquiries/components/ListingContactBar';
import { useRecordView } from '@/features/recentlyViewed/hooks';
import { buildingQueries } from '@/features/buildings/hooks';
import { useChatAbout } from '@/lib/chatSubject';
import { capitalise } from '@/lib/text';
import { statusLabel } from '@/lib/statusLabel';
import { ListingActions } from '@/app/ListingActions';
import { recordClientLoader, recordLoader, recordMeta } from '@/app/recordRoute';
import { RecordScreen } from '@/app/RecordScreen';
import { ContactCard } from './ContactCard';
import type { Route } from './+types/route';

export const loader = recordLoader(buildingQueries.one);
export const clientLoader = recordClientLoader(buildingQueries.one);
export const meta = recordMeta(buildingPage);

export default function BuildingDetailRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <RecordScreen
      kind={buildingPage}
      prerendered={loaderData.prerendered}
      skeleton={<DetailPageSkeleton label="Loading property details" tileColumns="md:grid-cols-3" />}
    >
      {(building, { id }) => (
        <BuildingDetails
          building={building}
          name={building.generalInfo.BuildingsName.trim() || params.title || 'Property'}
          id={id}
        />
      )}
    </RecordScreen>
  );
}

/** The building page always reads this, never a number, as the product asks. */
const DETAIL_PRICE_TEXT = '- Call For Price -';
/** As on its card, where it is kept among the recently viewed. */
const CARD_PRICE_TEXT = 'Call For Price';

const similarCardActions = (card: Building) => (
  <ListingActions listing={{ kind: 'building', id: card._id }} />
);

function BuildingDetails({ building, name, id }: { building: Building; name: string; id: string }) {
  const info = building.generalInfo;
  useChatAbout(name);
  useRecordView({
    ref: { kind: 'building', id: building._id || id },
    name,
    place: buildingLocation(building),
    photo: building.BuildingsImages[0] ?? '',
    label: CARD_PRICE_TEXT,
    path: paths.building(info.BuildingsName, building._id || id),
  });
  return (
    <div className="container-site py-8 sm:py-12">
      <Breadcrumb trail={[{ label: 'Properties', to: paths.properties }]} current={name} />

      <ListingHeader
        name={name}
        location={buildingLocation(building)}
        badges={
          <>
            {info.currentStatus ? (
              <ListingBadge tone="bg-brand-100 text-brand-800">
                {statusLabel(info.currentStatus)}
              </ListingBadge>
            ) : null}
            {info.BuildingsType ? (
              <ListingBadge tone="bg-accent-100 text-accent-700">
                {capitalise(info.BuildingsType)}
              </ListingBadge>
            ) : null}
          </>
        }
        actions={<ListingActions listing={{ kind: 'building', id: building._id || id }} look="header" />}
        price={
          <p className="rounded-xl bg-accent-50 px-5 py-3 text-lg font-bold tracking-wide text-accent-700">
            {DETAIL_PRICE_TEXT}
          </p>
        }
      />

      <ListingInquiryColumns
        label="Ask about this property"
        asideClassName="space-y-6"
        about={{ kind: 'building', id: building._id || id, name, address: buildingLocation(building) }}
        contact={
          <>
            <ContactCard />
            <BrochureLink to={paths.buildingBrochure(name, building._id || id)} />
          </>
        }
      >
        <BuildingGallery images={building.BuildingsImages} name={name} />
        <SummaryTiles building={building} />
        <AboutBuilding building={building} />
      </ListingInquiryColumns>

      <SimilarBuildings building={building} cardActions={similarCardActions} />
      <ListingContactBar />
    </div>
  );
}
