import { LISTINGS_PAGE_SIZE } from '@/config/constants';
import { firstPageOf, type FirstPage } from '@/lib/pagination';
import { toBuildingCard, type BuildingCardData } from '@/features/buildings/components/cardFields';
import type { Building } from '@/features/buildings/schema';
import { buildingChoices, orderBuildings, type BuildingSelectKey } from './buildingFilters';
import type { FilterOption } from './filterOptions';
import type { FilterKey } from './usePropertyListState';

/**
 * The list as the build writes it: the first page's cards (only the fields a card shows), the count
 * and the filters' choices, so the page's HTML carries one page of a catalogue of any size.
 */
export interface ListingsFirstPage<Card, Key extends FilterKey> extends FirstPage<Card> {
  choices: Record<Key, FilterOption[]>;
}

export type BuildingsFirstPage = ListingsFirstPage<BuildingCardData, BuildingSelectKey>;

/** Buildings, the toggle's default, in the list's default order (newest first). */
export function buildingsFirstPage(buildings: readonly Building[]): BuildingsFirstPage {
  return {
    ...firstPageOf(orderBuildings(buildings, ''), LISTINGS_PAGE_SIZE, toBuildingCard),
    choices: buildingChoices(buildings),
  };
}
