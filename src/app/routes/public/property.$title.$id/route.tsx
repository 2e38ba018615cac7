import { BrochureLink } from '@/components/BrochureLink';
import { DetailPageSkeleton } from '@/components/DetailPageSkeleton';
import { paths } from '@/config/paths';
import { buildingPage, buildingPageIn } from '@/features/buildings/buildingPage';
import { BuildingGallery } from '@/features/buildings/components/BuildingGallery';
import { AboutBuilding } from '@/features/buildings/components/AboutBuilding';
import { buildingLocation, statusIn } from '@/features/buildings/components/format';
import { SimilarBuildings } from '@/features/buildings/components/SimilarBuildings';
import { SummaryTiles } from '@/features/buildings/components/SummaryTiles';
import type { Building } from '@/features/buildings/schema';
import { ListingInquiryColumns } from '@/features/inquiries/components/ListingInquiryColumns';
import { buildingQueries } from '@/features/buildings/hooks';
import { backendWord } from '@/lib/i18n/backendWords';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { ListingActions } from '@/app/ListingActions';
import type { ListingRef } from '@/lib/listingRef';
import { ListingRecordPage } from '@/app/ListingRecordPage';
import { recordClientLoader, recordLoader, recordMeta } from '@/app/recordRoute';
import { recordScreen } from '@/app/RecordScreen';
import { ContactCard } from './ContactCard';

export const loader = recordLoader(buildingQueries.one);
// Its words, for the meta of a page in Odia or Hindi.
export const clientLoader = recordClientLoader(buildingQueries.one, 'building');
export const meta = recordMeta(buildingPage, buildingPageIn);

export default recordScreen(buildingPage, 'building', {
  skeleton: (words) => <DetailPageSkeleton label={words.loading} tileColumns="md:grid-cols-3" />,
  notFound: (words) => words.notFound,
  children: (building, { id, words, params }) => {
    // The building's name, else the one in its address: either is the backend's, in English.
    const named = building.generalInfo.BuildingsName.trim() || params.title || '';
    return (
      <BuildingDetails building={building} name={named || words.untitled} named={Boolean(named)} id={id} />
    );
  },
});

/** As on its card, where it is kept among the recently viewed (in English, as every entry there). */
const CARD_PRICE_TEXT = 'Call For Price';

const similarCardActions = (card: Building) => (
  <ListingActions listing={{ kind: 'building', id: card._id }} />
);

/** The building's name, place, description, amenities and unit types are the backend's: marked English on a page in another language. */
function BuildingDetails({
  building,
  name,
  named,
  id,
}: {
  building: Building;
  name: string;
  /** Whether `name` is the building's own (else the page's word for an unnamed one). */
  named: boolean;
  id: string;
}) {
  const words = useMessages('building');
  const record = useMessages('record');
  const listings = useMessages('listings');
  const language = useLanguage();
  const info = building.generalInfo;
  const listing: ListingRef = { kind: 'building', id: building._id || id };
  const status = statusIn(language, info.currentStatus, words.statuses);
  const type = backendWord(language, info.BuildingsType, listings.building.types);
  return (
    <ListingRecordPage
      visit={{
        ref: listing,
        name,
        place: buildingLocation(building),
        photo: building.BuildingsImages[0] ?? '',
        label: CARD_PRICE_TEXT,
        path: paths.building(info.BuildingsName, listing.id),
      }}
      actions={<ListingActions listing={listing} look="header" />}
      named={named}
      trail={{ label: record.trail.properties, to: paths.properties }}
      badges={[info.currentStatus ? status : null, info.BuildingsType ? type : null]}
      price={
        <p className="rounded-xl bg-accent-50 px-5 py-3 text-lg font-bold tracking-wide text-accent-700">
          {words.price}
        </p>
      }
    >
      <ListingInquiryColumns
        label={words.ask}
        asideClassName="space-y-6"
        about={{ ...listing, name, address: buildingLocation(building) }}
        contact={
          <>
            <ContactCard />
            <BrochureLink to={paths.buildingBrochure(name, listing.id)} />
          </>
        }
      >
        {/* Its own gallery for each building: a similar building opens on its first photo. */}
        <BuildingGallery key={listing.id} images={building.BuildingsImages} name={name} />
        <SummaryTiles building={building} />
        <AboutBuilding building={building} />
      </ListingInquiryColumns>

      <SimilarBuildings building={building} cardActions={similarCardActions} />
    </ListingRecordPage>
  );
}
