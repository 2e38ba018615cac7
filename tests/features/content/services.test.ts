import { describe, expect, it } from 'vitest';
import { relatedServices, serviceForPath, services } from '@/features/content/services';
import english from '@/lib/i18n/messages/en/services';
import hindi from '@/lib/i18n/messages/hi/services.json';
import odia from '@/lib/i18n/messages/or/services.json';

const titleFor = (path: string) => english.services[serviceForPath(path).key].title;

describe('serviceForPath', () => {
  it.each([
    ['/discover-properties', 'Discover Properties'],
    ['/selling-service', 'Selling Service'],
    ['/investment-services', 'Investment Services'],
    ['/plot-sale-support', 'Plot Sale Support'],
  ])('%s shows %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });

  it('matches the way the router does: any letter case, a trailing slash', () => {
    expect(titleFor('/Selling-Service/')).toBe('Selling Service');
    expect(titleFor('/PLOT-SALE-SUPPORT')).toBe('Plot Sale Support');
  });

  it('finds the same service under a language prefix', () => {
    expect(serviceForPath('/or/selling-service')).toBe(serviceForPath('/selling-service'));
    expect(serviceForPath('/hi/Plot-Sale-Support/')).toBe(serviceForPath('/plot-sale-support'));
    expect(serviceForPath('/or/investment-services').path).toBe('/investment-services');
  });

  it('falls back to the first service for an unknown path', () => {
    expect(serviceForPath('/elsewhere')).toBe(services[0]);
    expect(serviceForPath('/or/elsewhere')).toBe(services[0]);
  });
});

describe('relatedServices', () => {
  it('answers the other three, in order, never the current one', () => {
    for (const service of services) {
      const related = relatedServices(service);
      expect(related).toHaveLength(3);
      expect(related).not.toContain(service);
      expect(related).toEqual(services.filter((other) => other !== service));
    }
  });

  it('every service has its own image, and in every language its intro, offerings and steps', () => {
    expect(new Set(services.map((service) => service.image)).size).toBe(4);
    expect(new Set(services.map((service) => service.key)).size).toBe(4);
    for (const service of services) {
      expect(service.image).toMatch(/^\/images\/services\/[a-z-]+\.svg$/);
      for (const words of [english, odia, hindi].map((messages) => messages.services[service.key])) {
        expect(words.intro.length).toBeGreaterThan(0);
        expect(words.offerings.length).toBeGreaterThanOrEqual(3);
        expect(words.steps.length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
