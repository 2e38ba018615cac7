import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/Breadcrumb';
import { BrochureLink } from '@/components/BrochureLink';
import { DetailPageSkeleton } from '@/components/DetailPageSkeleton';
import { ListingBadge, ListingHeader } from '@/components/ListingHeader';
import { RecordPage } from '@/components/RecordPage';
import { paths } from '@/config/paths';
import { BuildingNotFound, BUILDING_NOT_FOUND_TITLE } from '@/features/buildings/components/BuildingNotFound';
import { BuildingGallery } from '@/features/buildings/components/BuildingGallery';
import { DetailsPanel, LocationPanel, PlanPanel } from '@/features/buildings/components/BuildingPanels';
import { buildingLocation, isEmptyBuilding, statusLabel } from '@/features/buildings/components/format';
import { SimilarBuildings } from '@/features/buildings/components/SimilarBuildings';
import { SummaryTiles } from '@/features/buildings/components/SummaryTiles';
import { Tabs } from '@/features/buildings/components/Tabs';
import { useBuilding, buildingQueries } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { InquiryForm } from '@/features/inquiries/components/InquiryForm';
import { ListingActions } from '@/app/ListingActions';
import { useRecordView } from '@/features/recentlyViewed/hooks';
import { ListingContactBar } from '@/features/inquiries/components/ListingContactBar';
import { useChatAbout } from '@/lib/chatSubject';
import { isMissingRecord } from '@/lib/missingRecord';
import { capitalise } from '@/lib/text';
import { ContactCard } from './ContactCard';
import { HydrationBoundary } from '@tanstack/react-query';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { listingPageMeta } from '@/lib/recordPageMeta';
import { notFoundPageMeta, publicPageMeta } from '@/lib/pageMeta';
import { isDecodable } from '@/lib/url';
import { readRecord } from '@/app/routeReads';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/route';

export async function loader({ params }: Route.LoaderArgs) {
  return { prerendered: await prerenderQuery(buildingQueries.one(params.id)) };
}

/** Awaited, so the meta can name the building. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { prerendered: undefined, read: await readRecord(buildingQueries.one(params.id)) };
}

const GENERAL_DESCRIPTION = 'A building for sale by Kalinga Habitats around Bhubaneswar.';

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  if (!isDecodable(location.pathname)) return notFoundPageMeta(location.pathname);
  const read = loaderData && 'read' in loaderData ? loaderData.read : undefined;
  if (read && isMissingRecord(params.id, read, isEmptyBuilding)) {
    return publicPageMeta({
      title: BUILDING_NOT_FOUND_TITLE,
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
      noIndex: true,
    });
  }
  const building = read?.data ?? prerenderedAnswer<Building>(loaderData?.prerendered);
  if (!building?._id.trim()) {
    return publicPageMeta({
      title: params.title || 'Property',
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
    });
  }
  const info = building.generalInfo;
  const name = info.BuildingsName.trim() || 'Property';
  const path = paths.building(name, building._id);
  const kind = [capitalise(info.BuildingsType), info.AppartmentType].filter((part) => part.trim()).join(', ');
  const description = [
    `${name}: ${kind || 'homes'} in ${buildingLocation(building) || 'Bhubaneswar'}.`,
    info.currentStatus && `${statusLabel(info.currentStatus)}.`,
    building.propertyDescription.join(' '),
  ]
    .filter(Boolean)
    .join(' ');
  return listingPageMeta(
    {
      name,
      description,
      path,
      images: building.BuildingsImages,
      city: building.locationDetails.city,
      address: building.locationDetails.address,
    },
    paths.properties,
  );
};

export default function BuildingDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <ReadableAddress page={BuildingDetailPage} />
    </HydrationBoundary>
  );
}

/** The building page always reads this, never a number, as the product asks. */
const DETAIL_PRICE_TEXT = '- Call For Price -';
/** As on its card, where it is kept among the recently viewed. */
const CARD_PRICE_TEXT = 'Call For Price';

function BuildingDetailPage() {
  const { id, title } = useParams();
  const query = useBuilding(id);
  const building = query.data;
  const notFound = isMissingRecord(id, query, isEmptyBuilding);
  const name = building?.generalInfo.BuildingsName.trim() || title || 'Property';
  useChatAbout(building && !notFound ? name : undefined);
  useRecordView(
    building && !notFound
      ? {
          ref: { kind: 'building', id: building._id || id || '' },
          name,
          place: buildingLocation(building),
          photo: building.BuildingsImages[0] ?? '',
          label: CARD_PRICE_TEXT,
          path: paths.building(building.generalInfo.BuildingsName, building._id || id || ''),
        }
      : undefined,
  );

  return (
    <RecordPage
      record={building}
      missing={notFound}
      notFound={<BuildingNotFound />}
      load={query}
      skeleton={<DetailPageSkeleton label="Loading property details" tileColumns="md:grid-cols-3" />}
    >
      {(building) => <BuildingDetails building={building} name={name} id={id ?? ''} />}
    </RecordPage>
  );
}

function BuildingDetails({ building, name, id }: { building: Building; name: string; id: string }) {
  const info = building.generalInfo;
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

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-8">
          <BuildingGallery images={building.BuildingsImages} name={name} />
          <SummaryTiles building={building} />
          <section
            aria-labelledby="property-information"
            className="rounded-2xl bg-white p-5 shadow-card sm:p-8"
          >
            <h2 id="property-information" className="text-2xl">
              About This Property
            </h2>
            <div className="mt-4">
              <Tabs
                label="Property information"
                tabs={[
                  {
                    key: 'details',
                    label: 'Property Details',
                    content: <DetailsPanel building={building} />,
                  },
                  { key: 'plan', label: 'Property Plan', content: <PlanPanel building={building} /> },
                  {
                    key: 'locations',
                    label: 'Locations',
                    content: (shown) => <LocationPanel building={building} shown={shown} />,
                  },
                ]}
              />
            </div>
          </section>
        </div>
        <aside className="space-y-6" aria-label="Ask about this property">
          <div className="rounded-2xl bg-white p-6 shadow-card">
            <InquiryForm
              about={{ kind: 'building', id: building._id || id, name, address: buildingLocation(building) }}
              title="Interested? Send An Inquiry"
            />
          </div>
          <ContactCard />
          <BrochureLink to={paths.buildingBrochure(name, building._id || id)} />
        </aside>
      </div>

      <SimilarBuildings
        building={building}
        cardActions={(card) => <ListingActions listing={{ kind: 'building', id: card._id }} />}
      />
      <ListingContactBar />
    </div>
  );
}
