import { Link } from 'react-router';
import { Breadcrumb } from '@/components/Breadcrumb';
import { BrochureLink } from '@/components/BrochureLink';
import { MailIcon, PhoneIcon } from '@/components/icons';
import { ListingBadge, ListingHeader } from '@/components/ListingHeader';
import { company, telLink } from '@/config/company';
import { LOAN_SHARE_OF_PRICE } from '@/config/loans';
import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';
import { useChatAbout } from '@/lib/chatSubject';
import { capitalise } from '@/lib/text';
import { InquiryForm } from '@/features/inquiries/components/InquiryForm';
import { ListingContactBar } from '@/features/inquiries/components/ListingContactBar';
import { useRecordView } from '@/features/recentlyViewed/hooks';
import { formatLandPrice, landLocation } from '@/features/lands/components/format';
import { LandCarousel } from '@/features/lands/components/LandCarousel';
import { LandFacts } from '@/features/lands/components/LandFacts';
import { LandPageSkeleton } from '@/features/lands/components/LandPageSkeleton';
import { LandPrice } from '@/features/lands/components/LandPrice';
import { SimilarLands } from '@/features/lands/components/SimilarLands';
import { landPage } from '@/features/lands/landPage';
import type { Land } from '@/features/lands/schema';
import { EmiSection } from '@/features/loans/components/EmiSection';
import { landQueries } from '@/features/lands/hooks';
import { ListingActions } from '@/app/ListingActions';
import { recordClientLoader, recordLoader, recordMeta } from '@/app/recordRoute';
import { RecordScreen } from '@/app/RecordScreen';
import type { Route } from './+types/property.land-details.$id';

export const loader = recordLoader(landQueries.one);
export const clientLoader = recordClientLoader(landQueries.one);
export const meta = recordMeta(landPage);

export default function LandDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen kind={landPage} prerendered={loaderData.prerendered} skeleton={<LandPageSkeleton />}>
      {(land, { id }) => <LandDetails land={land} name={landPage.nameOf(land)} id={id} />}
    </RecordScreen>
  );
}

const similarCardActions = (card: Land) => <ListingActions listing={{ kind: 'land', id: card._id }} />;

function LandDetails({ land, name, id }: { land: Land; name: string; id: string }) {
  const { propertyType, currentStatus } = land.generalInfo;
  useChatAbout(name);
  useRecordView({
    ref: { kind: 'land', id: land._id || id },
    name,
    place: landLocation(land),
    photo: land.propertyImages[0] ?? '',
    label: formatLandPrice(land.financialInfo.sellingPrice),
    path: paths.land(land._id || id),
  });
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
            <LandPrice land={land} headingId="land-price-heading" />
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

      <SimilarLands land={land} cardActions={similarCardActions} />
      <ListingContactBar />
    </div>
  );
}
