/**
 * The four service pages: one component renders them all and picks its service by pathname. Their
 * words are the `services` namespace's, under each service's key.
 */
import { paths } from '@/config/paths';
import type { Catalogue } from '@/lib/i18n/catalogue';
import { englishPath } from '@/lib/i18n/languages';

type ServiceKey = keyof Catalogue['services']['services'];

export interface Service {
  key: ServiceKey;
  /** The English page's path. */
  path: string;
  image: string;
}

export const services: readonly Service[] = [
  { key: 'discover', path: paths.discoverProperties, image: '/images/services/discover.svg' },
  { key: 'selling', path: paths.sellingService, image: '/images/services/selling.svg' },
  { key: 'investment', path: paths.investmentServices, image: '/images/services/investment.svg' },
  { key: 'plotSale', path: paths.plotSaleSupport, image: '/images/services/plot-support.svg' },
];

const normalise = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '');

/**
 * The service a pathname shows, in any language (the router matches paths case-insensitively); the
 * first by default.
 */
export function serviceForPath(pathname: string): Service {
  const wanted = normalise(englishPath(pathname));
  // services is a non-empty literal, so the fallback always exists.
  return services.find((service) => normalise(service.path) === wanted) ?? services[0]!;
}

/** The other three services, in their usual order. */
export function relatedServices(current: Service): Service[] {
  return services.filter((service) => service.path !== current.path);
}
