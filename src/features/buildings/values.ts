/** The values the backend accepts for enumerated fields, kept apart from the schemas so that
 * pages can offer them without loading the parsing code. */

export const BUILDING_TYPES = ['residential', 'commercial', 'both'] as const;

export const BUILDING_STATUSES = ['under construction', 'pre-lunch', 'completed', 'upcoming'] as const;

export const APPROVALS = ['RERA', 'BDA', 'BMC', 'BDO'] as const;

export const PRICING_STATUSES = ['on request', 'call for price', 'fixed price'] as const;

export const FURNISHINGS = ['fully furnished', 'semi-furnished', 'not furnished'] as const;

export const YES_NO = ['yes', 'no'] as const;

/** Unit types offered by the add screen (SPEC.md §3: the two lists differ). */
export const ADD_UNIT_TYPES = ['Simplex', 'Duplex', 'Triplex', '4 + S'] as const;

/** Unit types offered by the edit form. */
export const EDIT_UNIT_TYPES = [
  '1 BHK 1T',
  '2 BHK 2T',
  '3 BHK 2T',
  '3 BHK 3T',
  '4 BHK 4T',
  '4 BHK 3T',
  'Villa',
  'Studio',
  'Duplex',
  'Triplex',
  'Simplex',
] as const;
