import { HydrationBoundary } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { buildingLocation, statusLabel } from '@/features/buildings/components/format';
import { buildingQueries } from '@/features/buildings/hooks';
import type { Building } from '@/features/buildings/schema';
import { prerenderedAnswer, prerenderQuery } from '@/lib/prerenderQuery';
import { listingPageMeta } from '@/lib/recordPageMeta';
import { publicPageMeta } from '@/lib/seo';
import { capitalise } from '@/lib/text';
import { BuildingDetailPage } from '@/pages/BuildingDetailPage';
import { queryClient } from '@/app/queryClient';
import { ReadableAddress } from '@/app/ReadableAddress';
import type { Route } from './+types/building';

/** At build time: the building, rendered into the page's HTML. */
export async function loader({ params }: Route.LoaderArgs) {
  return { prerendered: await prerenderQuery(buildingQueries.one(params.id)) };
}

/** In the browser: the building's answer is asked for while the page's code loads. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  void queryClient.prefetchQuery(buildingQueries.one(params.id));
  return { prerendered: undefined };
}

/**
 * The building's own title, description, photo and listing data, from the answer rendered at build
 * time (a building added since opens with the general ones until its page loads).
 */
export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const building = prerenderedAnswer<Building>(loaderData?.prerendered);
  if (!building?._id.trim()) {
    return publicPageMeta({
      title: params.title || 'Property',
      description: 'A building for sale by Kalinga Habitats around Bhubaneswar.',
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

export default function BuildingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.prerendered}>
      <ReadableAddress page={BuildingDetailPage} />
    </HydrationBoundary>
  );
}
