/** Apart from the schemas, so that pages can offer these without loading the parsing code. */

export const PROJECT_TYPES = ['Land', 'Duplex', 'Triplex', 'Simplex', '4+S'] as const;

export const PROJECT_STATUSES = ['Ongoing', 'Finished', 'Upcoming'] as const;

export const PUBLIC_PROJECT_STATUSES = ['Ongoing', 'Completed', 'Upcoming'] as const;

export const PARKING_OPTIONS = ['Yes', 'No'] as const;

export const PRICE_TYPES = ['On Request', 'Call For Price', 'Fixed Price'] as const;

/** The status a visitor sees: the admin form's 'Finished' is the public 'Completed'. */
export function publicStatus(status: string): string {
  return status.trim().toLowerCase() === 'finished' ? 'Completed' : status;
}
