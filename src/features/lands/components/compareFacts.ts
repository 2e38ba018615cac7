import { paths } from '@/config/paths';
import type { ComparedListing } from '@/lib/comparedListing';
import { formatMoney } from '@/lib/money';
import { capitalise } from '@/lib/text';
import type { Land } from '@/features/lands/schema';
import { acresToSqFt, formatAcres, formatLandPrice, formatSqFt } from './format';

const NOT_GIVEN = 'N/A';
/** What a price per sq ft reads when the price or the area is not a number to divide. */
const NO_RATE = '—';

const or = (value: string) => capitalise(value) || NOT_GIVEN;

/** The price over the area in square feet, both as given; a dash when either is missing. */
export function pricePerSqFt(price: number, acres: number): string {
  const sqFt = acresToSqFt(acres);
  if (!(price > 0) || !(sqFt > 0)) return NO_RATE;
  return formatMoney(price / sqFt, 2);
}

/** An answer with neither an id nor a name is not a land. */
const isEmpty = (land: Land) => !land._id.trim() && !land.generalInfo.propertyName.trim();

/** A land as the comparison shows it, or `null` for an empty record. */
export function comparedLand(land: Land): ComparedListing | null {
  if (isEmpty(land)) return null;
  const { generalInfo: info, physicalCharacteristics: physical, utilities } = land;
  const area = physical.totalArea;
  const price = land.financialInfo.sellingPrice;
  return {
    name: info.propertyName.trim() || 'Untitled land',
    image: land.propertyImages[0],
    to: land._id ? paths.land(land._id) : null,
    facts: [
      { label: 'Type', value: or(info.propertyType) },
      { label: 'Status', value: or(info.currentStatus) },
      { label: 'Area in acres', value: area > 0 ? formatAcres(area) : NOT_GIVEN },
      { label: 'Area in sq ft', value: area > 0 ? formatSqFt(area) : NOT_GIVEN },
      { label: 'Price', value: formatLandPrice(price) },
      { label: 'Price per sq ft', value: pricePerSqFt(price, area) },
      { label: 'Terrain', value: or(physical.terrainType) },
      { label: 'Road access', value: or(physical.roadAccess) },
      { label: 'Water', value: or(utilities.waterAccess) },
      { label: 'Electricity', value: or(utilities.electricityAccess) },
      { label: 'City', value: or(land.locationDetails.city) },
    ],
  };
}
