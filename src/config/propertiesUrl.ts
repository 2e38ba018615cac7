import { paths } from '@/config/paths';

/** The Properties page's toggle values, kept in the URL query as `type`. */
export type PropertyKind = 'buildings' | 'land';
export const DEFAULT_KIND: PropertyKind = 'buildings';

/** Anything but 'land' in the URL reads as the default, Buildings. */
export function toPropertyKind(value: string): PropertyKind {
  return value === 'land' ? 'land' : DEFAULT_KIND;
}

/** /properties, or /properties?type=land with the Land toggle on. */
export function propertiesUrl(kind: PropertyKind = DEFAULT_KIND): string {
  return kind === DEFAULT_KIND ? paths.properties : `${paths.properties}?type=${kind}`;
}
