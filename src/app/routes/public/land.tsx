import { HydrationBoundary } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { statusLabel } from '@/features/buildings/components/format';
import { formatAcres, landLocation } from '@/features/lands/components/format';
import { landQueries } from '@/features/lands/hooks';
import type { Land } from '@/features/lands/schema';
import { LandDetailPage } from '@/pages/LandDetailPage';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { listingPageMeta } from '@/lib/recordPageMeta';
import { publicPageMeta } from '@/lib/seo';
import { capitalise } from '@/lib/text';
import { queryClient } from '@/app/queryClient';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/land';

/** At build time: the land, rendered into the page's HTML. */
export async function loader({ params }: Route.LoaderArgs) {
  return { prerendered: await prerenderQuery(landQueries.one(params.id)) };
}

/** In the browser: the land's answer is asked for while the page's code loads. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  void queryClient.prefetchQuery(landQueries.one(params.id));
  return { prerendered: undefined };
}

/**
 * The land's own title, description, photo and listing data (with its price, as the page shows
 * it), from the answer rendered at build time.
 */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const land = prerenderedAnswer<Land>(loaderData?.prerendered);
  if (!land?._id.trim()) {
    return publicPageMeta({
      title: 'Land Details',
      description: 'Land for sale by Kalinga Habitats around Bhubaneswar.',
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
      // SPEC.md shows the land price with a dollar sign.
      ...(price > 0 ? { price: { amount: price, currency: 'USD' } } : {}),
    },
    paths.properties,
  );
};

export default function LandRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <ReadableAddress page={LandDetailPage} />
    </HydrationBoundary>
  );
}
