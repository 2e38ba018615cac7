/**
 * The backend's fixed values (features/<kind>/values.ts) as English pages name them, for every
 * English catalogue that shows them: one list here, each language's catalogue its own words.
 */
export const BUILDING_TYPE_WORDS = {
  residential: 'Residential',
  commercial: 'Commercial',
  both: 'Both',
} as const;

/** 'pre-lunch' is the backend's spelling of pre-launch. */
export const BUILDING_STATUS_WORDS = {
  'under construction': 'Under construction',
  'pre-lunch': 'Pre-launch',
  completed: 'Completed',
  upcoming: 'Upcoming',
} as const;

export const FURNISHING_WORDS = {
  'fully furnished': 'Fully furnished',
  'semi-furnished': 'Semi-furnished',
  'not furnished': 'Not furnished',
} as const;

export const LAND_TYPE_WORDS = {
  agricultural: 'Agricultural',
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
} as const;

export const LAND_STATUS_WORDS = {
  available: 'Available',
  'under contract': 'Under contract',
  sold: 'Sold',
} as const;

export const TERRAIN_WORDS = { flat: 'Flat', hilly: 'Hilly', wooded: 'Wooded', cleared: 'Cleared' } as const;

export const ROAD_WORDS = { paved: 'Paved', dirt: 'Dirt', 'no access': 'No access' } as const;

export const WATER_WORDS = { municipal: 'Municipal', well: 'Well', none: 'None' } as const;
