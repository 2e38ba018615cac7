import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';
import { recordKind } from '@/lib/recordKind';
import { listingPageMeta } from '@/lib/recordPageMeta';
import { capitalise } from '@/lib/text';
import { statusLabel } from '@/lib/statusLabel';
import { formatAcres, isEmptyLand, landLocation } from './components/format';
import { landQueries } from './hooks';
import type { Land } from './schema';

const nameOf = (land: Land) => land.generalInfo.propertyName.trim() || 'Land Details';

/** A land's page and brochure: `src/app/recordRoute.ts`. */
export const landPage = recordKind({
  query: landQueries.one,
  recordOf: (land: Land) => land,
  isEmpty: isEmptyLand,
  nameOf,
  pathOf: (land, id) => paths.land(land._id || id),
  photoOf: (land) => land.propertyImages[0],
  untitled: () => 'Land Details',
  notFound: {
    title: 'Land not found',
    message: 'This land may have been sold or removed, or the link is not complete.',
    backTo: propertiesUrl('land'),
    backLabel: 'Back to properties',
  },
  description: 'Land for sale by Kalinga Habitats around Bhubaneswar.',
  meta: (land) => {
    const { propertyType, currentStatus } = land.generalInfo;
    const name = nameOf(land);
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
        path: paths.land(land._id),
        images: land.propertyImages,
        city: land.locationDetails.city,
        address: land.locationDetails.address,
        // The land price shows a dollar sign, as the product asks.
        ...(price > 0 ? { price: { amount: price, currency: 'USD' } } : {}),
      },
      paths.properties,
    );
  },
});
