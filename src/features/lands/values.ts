/** Apart from the schemas, so that pages can offer these without loading the parsing code. */

export const LAND_TYPES = ['agricultural', 'residential', 'commercial', 'industrial'] as const;

export const LAND_STATUSES = ['available', 'under contract', 'sold'] as const;

export const TERRAIN_TYPES = ['flat', 'hilly', 'wooded', 'cleared'] as const;

export const ROAD_ACCESS = ['paved', 'dirt', 'no access'] as const;

export const WATER_ACCESS = ['municipal', 'well', 'none'] as const;

export const SEWAGE_SYSTEMS = ['municipal', 'septic', 'none'] as const;

export const ELECTRICITY_ACCESS = ['yes', 'no'] as const;
