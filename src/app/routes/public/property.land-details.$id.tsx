import { Link, useParams } from 'react-router';
import { Breadcrumb } from '@/components/Breadcrumb';
import { BrochureLink } from '@/components/BrochureLink';
import { MailIcon, PhoneIcon } from '@/components/icons';
import { ListingBadge, ListingHeader } from '@/components/ListingHeader';
import { RecordPage } from '@/components/RecordPage';
import { Skeleton } from '@/components/Skeleton';
import { company, telLink } from '@/config/company';
import { LOAN_SHARE_OF_PRICE } from '@/config/loans';
import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';
import { useChatAbout } from '@/lib/chatSubject';
import { isMissingRecord } from '@/lib/missingRecord';
import { capitalise } from '@/lib/text';
import { InquiryForm } from '@/features/inquiries/components/InquiryForm';
import { ListingActions } from '@/app/ListingActions';
import { useRecordView } from '@/features/recentlyViewed/hooks';
import { ListingContactBar } from '@/features/inquiries/components/ListingContactBar';
import {
  formatAcres,
  formatLandPrice,
  formatSqFt,
  isEmptyLand,
  landLocation,
} from '@/features/lands/components/format';
import { LandCarousel } from '@/features/lands/components/LandCarousel';
import { LandFacts } from '@/features/lands/components/LandFacts';
import { LandNotFound, LAND_NOT_FOUND_TITLE } from '@/features/lands/components/LandNotFound';
import { PricePerSqFt } from '@/features/lands/components/PricePerSqFt';
import { SimilarLands } from '@/features/lands/components/SimilarLands';
import { useLand, landQueries } from '@/features/lands/hooks';
import { EmiSection } from '@/features/loans/components/EmiSection';
import type { Land } from '@/features/lands/schema';
import { HydrationBoundary } from '@tanstack/react-query';
import { statusLabel } from '@/features/buildings/components/format';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { listingPageMeta } from '@/lib/recordPageMeta';
import { notFoundPageMeta, publicPageMeta } from '@/lib/pageMeta';
import { isDecodable } from '@/lib/url';
import { readRecord } from '@/app/routeReads';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/property.land-details.$id';

export async function loader({ params }: Route.LoaderArgs) {
  return { prerendered: await prerenderQuery(landQueries.one(params.id)) };
}

/** Awaited, so the meta can name the land. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { prerendered: undefined, read: await readRecord(landQueries.one(params.id)) };
}

const GENERAL_DESCRIPTION = 'Land for sale by Kalinga Habitats around Bhubaneswar.';

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  if (!isDecodable(location.pathname)) return notFoundPageMeta(location.pathname);
  const read = loaderData && 'read' in loaderData ? loaderData.read : undefined;
  if (read && isMissingRecord(params.id, read, isEmptyLand)) {
    return publicPageMeta({
      title: LAND_NOT_FOUND_TITLE,
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
      noIndex: true,
    });
  }
  const land = read?.data ?? prerenderedAnswer<Land>(loaderData?.prerendered);
  if (!land?._id.trim()) {
    return publicPageMeta({
      title: 'Land Details',
      description: GENERAL_DESCRIPTION,
      path: location.pathname,
    });
  }
  const { propertyName, propertyType, currentStatus } = land.generalInfo;
  const name = propertyName.trim() || 'Land Details';
  const path = paths.land(land._id);
  const area = land.physicalCharacteristics.totalArea;
  const description = [
    `${name}: ${capitalise(propertyType) || 'Land'}${area > 0 ? ` of ${formatAcres(area)}` : ''} in ${landLocation(land) || 'Bhubaneswar'}.`,
    currentStatus && `${statusLabel(currentStatus)}.`,
  ]
    .filter(Boolean)
    .join(' ');
  const price = land.financialInfo.sellingPrice;
  return listingPageMeta(
    {
      name,
      description,
      path,
      images: land.propertyImages,
      city: land.locationDetails.city,
      address: land.locationDetails.address,
      // The land price shows a dollar sign, as the product asks.
      ...(price > 0 ? { price: { amount: price, currency: 'USD' } } : {}),
    },
    paths.properties,
  );
};

export default function LandDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <ReadableAddress page={LandDetailPage} />
    </HydrationBoundary>
  );
}

function LandDetailSkeleton() {
  return (
    <div className="container-site py-8 sm:py-12">
      <p role="status" className="sr-only">
        Loading land details
      </p>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-4 h-9 w-2/3 max-w-md" />
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

function LandDetailPage() {
  const { id } = useParams();
  const query = useLand(id);
  const land = query.data;
  const notFound = isMissingRecord(id, query, isEmptyLand);
  const name = land?.generalInfo.propertyName.trim() || 'Land Details';
  useChatAbout(land && !notFound ? name : undefined);
  useRecordView(
    land && !notFound
      ? {
          ref: { kind: 'land', id: land._id || id || '' },
          name,
          place: landLocation(land),
          photo: land.propertyImages[0] ?? '',
          label: formatLandPrice(land.financialInfo.sellingPrice),
          path: paths.land(land._id || id || ''),
        }
      : undefined,
  );

  return (
    <RecordPage
      record={land}
      missing={notFound}
      notFound={<LandNotFound />}
      load={query}
      skeleton={<LandDetailSkeleton />}
    >
      {(land) => <LandDetails land={land} name={name} id={id ?? ''} />}
    </RecordPage>
  );
}

function LandDetails({ land, name, id }: { land: Land; name: string; id: string }) {
  const { propertyType, currentStatus } = land.generalInfo;
  const area = land.physicalCharacteristics.totalArea;
  return (
    <div className="container-site py-8 sm:py-12">
      <Breadcrumb trail={[{ label: 'Properties', to: propertiesUrl('land') }]} current={name} />

      <ListingHeader
        name={name}
        location={landLocation(land)}
        actions={<ListingActions listing={{ kind: 'land', id: land._id || id }} look="header" />}
        badges={
          <>
            {propertyType ? (
              <ListingBadge tone="bg-brand-100 text-brand-800">{capitalise(propertyType)}</ListingBadge>
            ) : null}
            {currentStatus ? (
              <ListingBadge tone="bg-accent-100 text-accent-700">{capitalise(currentStatus)}</ListingBadge>
            ) : null}
          </>
        }
      />

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LandCarousel images={land.propertyImages} name={name} />
        <aside aria-labelledby="land-price-heading" className="space-y-6 lg:self-start">
          <div className="rounded-2xl bg-white p-6 shadow-card">
            <h2
              id="land-price-heading"
              className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase"
            >
              Selling Price
            </h2>
            <p className="mt-1 font-display text-4xl font-bold text-brand-700">
              {formatLandPrice(land.financialInfo.sellingPrice)}
            </p>
            <PricePerSqFt
              price={land.financialInfo.sellingPrice}
              acres={area}
              className="mt-1 font-semibold text-ink-soft"
            />
            {area > 0 ? (
              <p className="mt-3 text-ink-soft">
                <span className="font-semibold text-ink">{formatSqFt(area)}</span> ({formatAcres(area)})
              </p>
            ) : null}
            <div className="mt-6 grid gap-3">
              <a href={telLink(company.salesPhone)} className="btn-primary py-3">
                <PhoneIcon className="h-5 w-5" />
                Call {company.salesPhone}
              </a>
              <Link to={paths.contact} className="btn-outline py-3">
                <MailIcon className="h-5 w-5" />
                Ask About This Land
              </Link>
              <BrochureLink to={paths.landBrochure(land._id || id)} />
            </div>
          </div>
        </aside>
      </div>

      <section aria-labelledby="land-details-heading" className="mt-12">
        <h2 id="land-details-heading" className="text-2xl sm:text-3xl">
          Land Details
        </h2>
        <div className="mt-6">
          <LandFacts land={land} />
        </div>
      </section>

      <EmiSection title="Work out your EMI" price={land.financialInfo.sellingPrice} className="mt-12">
        <p>
          {land.financialInfo.sellingPrice > 0
            ? `Starting from a loan of ${LOAN_SHARE_OF_PRICE * 100} % of the price: change any figure to see what a month would cost.`
            : 'Enter what you would borrow, the rate and the tenure to see what a month would cost.'}
        </p>
      </EmiSection>

      <section
        aria-label="Ask about this land"
        className="mt-12 max-w-2xl rounded-2xl bg-white p-6 shadow-card"
      >
        <InquiryForm
          about={{ kind: 'land', id: land._id || id, name, address: landLocation(land) }}
          title="Interested? Send An Inquiry"
        />
      </section>

      <SimilarLands
        land={land}
        cardActions={(card) => <ListingActions listing={{ kind: 'land', id: card._id }} />}
      />
      <ListingContactBar />
    </div>
  );
}
