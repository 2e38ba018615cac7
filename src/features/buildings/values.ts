/** Apart from the schemas, so that pages can offer these without loading the parsing code. */

export const BUILDING_TYPES = ['residential', 'commercial', 'both'] as const;

export const BUILDING_STATUSES = ['under construction', 'pre-lunch', 'completed', 'upcoming'] as const;

export const APPROVALS = ['RERA', 'BDA', 'BMC', 'BDO'] as const;

export const PRICING_STATUSES = ['on request', 'call for price', 'fixed price'] as const;

export const FURNISHINGS = ['fully furnished', 'semi-furnished', 'not furnished'] as const;

export const YES_NO = ['yes', 'no'] as const;

/** The add and edit screens offer different unit types, as required. */
export const ADD_UNIT_TYPES = ['Simplex', 'Duplex', 'Triplex', '4 + S'] as const;

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
