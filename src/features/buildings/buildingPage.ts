import { paths } from '@/config/paths';
import { recordKind } from '@/lib/recordKind';
import { listingPageMeta } from '@/lib/recordPageMeta';
import { capitalise } from '@/lib/text';
import { statusLabel } from '@/lib/statusLabel';
import { buildingLocation, isEmptyBuilding } from './components/format';
import { buildingQueries } from './hooks';
import type { Building } from './schema';

const nameOf = (building: Building) => building.generalInfo.BuildingsName.trim() || 'Property';

/** A building's page and brochure: `src/app/recordRoute.ts`. */
export const buildingPage = recordKind({
  query: buildingQueries.one,
  recordOf: (building: Building) => building,
  isEmpty: isEmptyBuilding,
  nameOf,
  pathOf: (building, id) => paths.building(nameOf(building), building._id || id),
  photoOf: (building) => building.BuildingsImages[0],
  untitled: (params) => params.title || 'Property',
  notFound: {
    title: 'Property not found',
    message: 'This property may have been sold or removed, or the link is not complete.',
    backTo: paths.properties,
    backLabel: 'Back to properties',
  },
  description: 'A building for sale by Kalinga Habitats around Bhubaneswar.',
  meta: (building) => {
    const info = building.generalInfo;
    const name = nameOf(building);
    const kind = [capitalise(info.BuildingsType), info.AppartmentType]
      .filter((part) => part.trim())
      .join(', ');
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
        path: paths.building(name, building._id),
        images: building.BuildingsImages,
        city: building.locationDetails.city,
        address: building.locationDetails.address,
      },
      paths.properties,
    );
  },
});
