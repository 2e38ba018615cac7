import {
  AreaIcon,
  BoltIcon,
  BuildingIcon,
  DropIcon,
  HomeIcon,
  LandIcon,
  LayersIcon,
  TagIcon,
} from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import { MapPinIcon } from '@/components/icons';
import type { Fact } from '@/components/FactTile';
import { capitalise } from '@/lib/text';
import type { Land } from '@/features/lands/schema';
import { formatAcres, formatLandPrice, formatSqFt } from './format';

const NOT_GIVEN = 'N/A';

interface FactGroup {
  title: string;
  facts: Fact[];
  withMap?: boolean;
}

const shown = (value: string) => capitalise(value) || NOT_GIVEN;

/** A land's facts in groups: the page's info cards and its brochure's facts. */
export function landFacts(land: Land): FactGroup[] {
  const { generalInfo: info, physicalCharacteristics: physical, utilities, locationDetails: place } = land;
  return [
    {
      title: 'Property',
      facts: [
        {
          label: 'Total Area',
          value: physical.totalArea > 0 ? formatSqFt(physical.totalArea) : NOT_GIVEN,
          note: physical.totalArea > 0 ? formatAcres(physical.totalArea) : undefined,
          Icon: AreaIcon,
        },
        { label: 'Selling Price', value: formatLandPrice(land.financialInfo.sellingPrice), Icon: TagIcon },
        { label: 'Property Type', value: shown(info.propertyType), Icon: HomeIcon },
        { label: 'Status', value: shown(info.currentStatus), Icon: CheckIcon },
        { label: 'Terrain', value: shown(physical.terrainType), Icon: LandIcon },
        { label: 'Soil Type', value: shown(physical.soilType), Icon: LayersIcon },
        { label: 'Road Access', value: shown(physical.roadAccess), Icon: MapPinIcon },
      ],
    },
    {
      title: 'Utilities',
      facts: [
        { label: 'Water Access', value: shown(utilities.waterAccess), Icon: DropIcon },
        { label: 'Sewage System', value: shown(utilities.sewageSystem), Icon: DropIcon },
        { label: 'Electricity', value: shown(utilities.electricityAccess), Icon: BoltIcon },
      ],
    },
    {
      title: 'Location',
      withMap: true,
      facts: [
        { label: 'Address', value: place.address || NOT_GIVEN, Icon: MapPinIcon },
        { label: 'City', value: place.city || NOT_GIVEN, Icon: BuildingIcon },
        { label: 'State', value: place.state || NOT_GIVEN, Icon: MapPinIcon },
        { label: 'Zip Code', value: place.zipCode || NOT_GIVEN, Icon: MapPinIcon },
        { label: 'Country', value: place.country || NOT_GIVEN, Icon: MapPinIcon },
      ],
    },
  ];
}
