import { Link } from 'react-router';
import { BrochureLink } from '@/components/BrochureLink';
import { DetailPageSkeleton } from '@/components/DetailPageSkeleton';
import { MailIcon, PhoneIcon } from '@/components/icons';
import { company, telLink } from '@/config/company';
import { LOAN_SHARE_OF_PRICE } from '@/config/loans';
import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';
import { backendWord } from '@/lib/i18n/backendWords';
import { fill } from '@/lib/i18n/fill';
import { useBackendLang, useLanguage, useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { InquiryForm } from '@/features/inquiries/components/InquiryForm';
import { formatLandPrice, landLocation } from '@/features/lands/components/format';
import { LandCarousel } from '@/features/lands/components/LandCarousel';
import { LandFacts } from '@/features/lands/components/LandFacts';
import { LandPrice } from '@/features/lands/components/LandPrice';
import { SimilarLands } from '@/features/lands/components/SimilarLands';
import { landPage, landPageIn } from '@/features/lands/landPage';
import type { Land } from '@/features/lands/schema';
import { EmiSection } from '@/features/loans/components/EmiSection';
import { landQueries } from '@/features/lands/hooks';
import { ListingActions } from '@/app/ListingActions';
import type { ListingRef } from '@/lib/listingRef';
import { ListingRecordPage } from '@/app/ListingRecordPage';
import { recordClientLoader, recordLoader, recordMeta } from '@/app/recordRoute';
import { recordScreen } from '@/app/RecordScreen';

export const loader = recordLoader(landQueries.one);
// Its words, for the meta of a page in Odia or Hindi.
export const clientLoader = recordClientLoader(landQueries.one, 'land');
export const meta = recordMeta(landPage, landPageIn);

export default recordScreen(landPage, 'land', {
  skeleton: (words) => <DetailPageSkeleton label={words.loading} sideCard="h-72" />,
  notFound: (words) => words.notFound,
  children: (land, { id }) => <LandDetails land={land} id={id} />,
});

const similarCardActions = (card: Land) => <ListingActions listing={{ kind: 'land', id: card._id }} />;

/** The land's name, place and the values it types itself are the backend's: marked English on a page in another language. */
function LandDetails({ land, id }: { land: Land; id: string }) {
  const words = useMessages('land');
  const record = useMessages('record');
  const { land: listings } = useMessages('listings');
  const language = useLanguage();
  const lang = useBackendLang();
  const local = useLocalPath();
  const { propertyType, currentStatus } = land.generalInfo;
  const named = land.generalInfo.propertyName.trim();
  const name = named || words.untitled;
  const price = land.financialInfo.sellingPrice;
  const listing: ListingRef = { kind: 'land', id: land._id || id };
  return (
    <ListingRecordPage
      visit={{
        ref: listing,
        name,
        place: landLocation(land),
        photo: land.propertyImages[0] ?? '',
        label: formatLandPrice(price),
        price,
        path: paths.land(listing.id),
      }}
      actions={<ListingActions listing={listing} look="header" />}
      named={Boolean(named)}
      trail={{ label: record.trail.properties, to: propertiesUrl('land') }}
      badges={[
        propertyType ? backendWord(language, propertyType, listings.types) : null,
        currentStatus ? backendWord(language, currentStatus, listings.statuses) : null,
      ]}
    >
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LandCarousel images={land.propertyImages} name={name} nameLang={named ? lang : undefined} />
        <aside aria-labelledby="land-price-heading" className="space-y-6 lg:self-start">
          <div className="rounded-2xl bg-white p-6 shadow-card">
            <LandPrice land={land} headingId="land-price-heading" />
            <div className="mt-6 grid gap-3">
              <a href={telLink(company.salesPhone)} className="btn-primary py-3">
                <PhoneIcon className="h-5 w-5" />
                {fill(words.call, { phone: company.salesPhone })}
              </a>
              <Link to={local(paths.contact)} className="btn-outline py-3">
                <MailIcon className="h-5 w-5" />
                {words.askLink}
              </Link>
              <BrochureLink to={paths.landBrochure(listing.id)} />
            </div>
          </div>
        </aside>
      </div>

      <section aria-labelledby="land-details-heading" className="mt-12">
        <h2 id="land-details-heading" className="text-2xl sm:text-3xl">
          {words.details}
        </h2>
        <div className="mt-6">
          <LandFacts land={land} />
        </div>
      </section>

      <EmiSection title={words.emi.title} price={price} className="mt-12">
        <p>
          {price > 0 ? fill(words.emi.fromPrice, { share: LOAN_SHARE_OF_PRICE * 100 }) : words.emi.noPrice}
        </p>
      </EmiSection>

      <section
        aria-label={words.inquiry.label}
        className="mt-12 max-w-2xl rounded-2xl bg-white p-6 shadow-card"
      >
        <InquiryForm about={{ ...listing, name, address: landLocation(land) }} title={words.inquiry.title} />
      </section>

      <SimilarLands land={land} cardActions={similarCardActions} />
    </ListingRecordPage>
  );
}
