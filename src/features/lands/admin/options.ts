import { optionsOf } from '@/components/admin/options';
import {
  ELECTRICITY_ACCESS,
  LAND_STATUSES,
  LAND_TYPES,
  ROAD_ACCESS,
  SEWAGE_SYSTEMS,
  TERRAIN_TYPES,
  WATER_ACCESS,
} from '@/features/lands/values';

export const landTypeOptions = optionsOf(LAND_TYPES);
export const landStatusOptions = optionsOf(LAND_STATUSES);
export const terrainOptions = optionsOf(TERRAIN_TYPES);
export const roadAccessOptions = optionsOf(ROAD_ACCESS);
export const waterAccessOptions = optionsOf(WATER_ACCESS);
export const sewageOptions = optionsOf(SEWAGE_SYSTEMS);
export const electricityOptions = optionsOf(ELECTRICITY_ACCESS);
