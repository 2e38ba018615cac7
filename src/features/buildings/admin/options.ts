/** Values stay the backend's own spelling (pre-lunch included). */
import { labelOf, optionsOf } from '@/components/admin/options';
import {
  APPROVALS,
  BUILDING_STATUSES,
  BUILDING_TYPES,
  FURNISHINGS,
  PRICING_STATUSES,
  YES_NO,
} from '@/features/buildings/values';

const LABELS: Record<string, string> = {
  both: 'Both (residential and commercial)',
  'pre-lunch': 'Pre-launch',
};

export const buildingTypeOptions = optionsOf(BUILDING_TYPES, LABELS);
export const buildingStatusOptions = optionsOf(BUILDING_STATUSES, LABELS);
export const approvalOptions = optionsOf(APPROVALS);
export const pricingStatusOptions = optionsOf(PRICING_STATUSES);
export const furnishingOptions = optionsOf(FURNISHINGS);
export const yesNoOptions = optionsOf(YES_NO);

export function buildingTypeLabel(value: string): string {
  return labelOf(value, { both: 'Residential & commercial' });
}

export function statusLabel(value: string): string {
  return labelOf(value, LABELS);
}
