import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import hindiJson from '@/lib/i18n/messages/hi/services.json';
import odiaJson from '@/lib/i18n/messages/or/services.json';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { renderBuiltPage } from '@tests/test-utils/render';
import { translation } from '@tests/test-utils/translation';

const hindi = translation<'services'>(hindiJson);
const odia = translation<'services'>(odiaJson);

const SERVICES = [
  { path: '/discover-properties', title: 'Discover Properties' },
  { path: '/selling-service', title: 'Selling Service' },
  { path: '/investment-services', title: 'Investment Services' },
  { path: '/plot-sale-support', title: 'Plot Sale Support' },
];

const related = () => within(screen.getByRole('region', { name: 'Related Services' }));

describe('Service pages', () => {
  it.each(SERVICES)(
    '$path shows its own content and the other three as Related Services',
    async (service) => {
      await openPage(service.path, service.title);
      await waitFor(() => expect(document.title).toContain(service.title));
      expect(screen.getByRole('heading', { level: 2, name: 'How we help' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4);
      const links = related().getAllByRole('link');
      expect(links).toHaveLength(3);
      const others = SERVICES.filter((other) => other.path !== service.path);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(others.map((other) => other.path));
      others.forEach((other, index) => expect(links[index]).toHaveTextContent(other.title));
      expectOrderedHeadings();
    },
  );

  it('each page says something different', async () => {
    const intros = new Set<string>();
    for (const service of SERVICES) {
      const app = await openPage(service.path, service.title);
      intros.add(
        screen.getByRole('heading', { level: 2, name: 'How we help' }).nextElementSibling?.textContent ?? '',
      );
      app.unmount();
    }
    expect(intros.size).toBe(4);
  });

  it('leaves the page it opened on where the visitor scrolled it before the app took over', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await renderBuiltPage('/selling-service', {});
    await screen.findByRole('heading', { level: 1, name: 'Selling Service' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a related service navigates there and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const app = await openPage('/selling-service', 'Selling Service');
    scrollTo.mockClear();
    await app.user.click(related().getByRole('link', { name: /Plot Sale Support/ }));
    await screen.findByRole('heading', { level: 1, name: 'Plot Sale Support' });
    expect(app.location().pathname).toBe('/plot-sale-support');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(
      related()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/discover-properties', '/selling-service', '/investment-services']);
  });
});

const TRANSLATIONS = [
  { language: 'or', messages: odia },
  { language: 'hi', messages: hindi },
] as const;

describe.each(TRANSLATIONS)('Service pages in $language', ({ language, messages }) => {
  const pages = [
    { path: `/${language}/discover-properties`, title: messages.services.discover.title },
    { path: `/${language}/selling-service`, title: messages.services.selling.title },
    { path: `/${language}/investment-services`, title: messages.services.investment.title },
    { path: `/${language}/plot-sale-support`, title: messages.services.plotSale.title },
  ];
  const relatedIn = () => within(screen.getByRole('region', { name: messages.relatedTitle }));

  it.each(pages)(
    '$path shows its own content and the other three, linked in the language',
    async (service) => {
      await openPage(service.path, service.title);
      await waitFor(() => expect(document.title).toBe(`${service.title} | ${company.name}`));
      expect(screen.getByRole('heading', { level: 2, name: messages.howWeHelp })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: messages.howItWorks })).toBeInTheDocument();
      const links = relatedIn().getAllByRole('link');
      const others = pages.filter((other) => other.path !== service.path);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(others.map((other) => other.path));
      others.forEach((other, index) => {
        expect(links[index]).toHaveTextContent(other.title);
        expect(links[index]).toHaveTextContent(messages.learnMore);
      });
      expect(screen.getByRole('link', { name: messages.sendMessage })).toHaveAttribute(
        'href',
        `/${language}/contact`,
      );
      expectOrderedHeadings();
    },
  );

  it('writes no English of its own', async () => {
    const english = [
      'Our Services',
      'How we help',
      'How it works',
      'Speak to an adviser today',
      'Send us a message',
      'Explore more',
      'Related Services',
      'Learn more',
      ...SERVICES.map((service) => service.title),
    ];
    for (const service of pages) {
      const app = await openPage(service.path, service.title);
      const main = screen.getByRole('main');
      for (const text of english) expect(main).not.toHaveTextContent(text);
      expect(strayLatinOnPage()).toEqual([]);
      app.unmount();
    }
  });

  it('a related service navigates to its page in the same language', async () => {
    const app = await openPage(`/${language}/selling-service`, messages.services.selling.title);
    await app.user.click(
      relatedIn().getByRole('link', { name: new RegExp(messages.services.plotSale.title) }),
    );
    await screen.findByRole('heading', { level: 1, name: messages.services.plotSale.title });
    expect(app.location().pathname).toBe(`/${language}/plot-sale-support`);
    expect(
      screen.getByRole('heading', { level: 2, name: messages.howWeHelp }).nextElementSibling,
    ).toHaveTextContent(messages.services.plotSale.intro[0]);
  });
});
