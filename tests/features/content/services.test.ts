import { describe, expect, it } from 'vitest';
import { relatedServices, serviceForPath, services } from '@/features/content/services';

describe('serviceForPath', () => {
  it.each([
    ['/discover-properties', 'Discover Properties'],
    ['/selling-service', 'Selling Service'],
    ['/investment-services', 'Investment Services'],
    ['/plot-sale-support', 'Plot Sale Support'],
  ])('%s shows %s', (path, title) => {
    expect(serviceForPath(path).title).toBe(title);
  });

  it('matches the way the router does: any letter case, a trailing slash', () => {
    expect(serviceForPath('/Selling-Service/').title).toBe('Selling Service');
    expect(serviceForPath('/PLOT-SALE-SUPPORT').title).toBe('Plot Sale Support');
  });

  it('falls back to the first service for an unknown path', () => {
    expect(serviceForPath('/elsewhere')).toBe(services[0]);
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

  it('every service has its own image, intro, offerings and steps', () => {
    expect(new Set(services.map((service) => service.image)).size).toBe(4);
    for (const service of services) {
      expect(service.image).toMatch(/^\/images\/services\/[a-z-]+\.svg$/);
      expect(service.intro.length).toBeGreaterThan(0);
      expect(service.offerings.length).toBeGreaterThanOrEqual(3);
      expect(service.steps.length).toBeGreaterThanOrEqual(3);
    }
  });
});
