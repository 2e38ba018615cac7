import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '@tests/test-utils/page';
import { clickThrough, renderApp } from '@tests/test-utils/render';

const switcher = (label = 'Language') => within(screen.getByRole('navigation', { name: label }));

describe('the language switcher', () => {
  it('names each language in its own script and opens this page, with its query, in each', async () => {
    await openPage('/faqs?topic=loans', 'Frequently Asked Questions');
    // The bar above the header, which holds it, loads after the page's first screen.
    await screen.findByRole('navigation', { name: 'Language' });
    const links = switcher().getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
    ).toEqual([
      ['English', '/faqs?topic=loans', 'en'],
      ['ଓଡ଼ିଆ', '/or/faqs?topic=loans', 'or'],
      ['हिन्दी', '/hi/faqs?topic=loans', 'hi'],
    ]);
    expect(switcher().getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // What public/early-taps.js writes when a link is tapped before the app has started: the choice
    // as the app's own click keeps it.
    expect(
      links.map((link) => [link.getAttribute('data-keep-key'), link.getAttribute('data-keep-value')]),
    ).toEqual([
      ['language', '["en"]'],
      ['language', '["or"]'],
      ['language', '["hi"]'],
    ]);
  });

  it('takes the visitor to the page in Odia, keeps the choice, and marks Odia as current there', async () => {
    const { location, user } = await openPage('/about', 'About Us');
    await screen.findByRole('navigation', { name: 'Language' });
    const odia = switcher().getByRole('link', { name: 'ଓଡ଼ିଆ' });
    await clickThrough(user, odia);
    await screen.findByRole('navigation', { name: 'ଭାଷା' });
    expect(location().pathname).toBe('/or/about');
    expect(JSON.parse(localStorage.getItem('language') ?? '[]')).toEqual(['or']);
    expect(switcher('ଭାଷା').getByRole('link', { name: 'ଓଡ଼ିଆ' })).toHaveAttribute('aria-current', 'true');
    expect(switcher('ଭାଷା').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about');
  });

  it('opens the language home page from a page not written in it yet', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('navigation', { name: 'Language' });
    expect(switcher().getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
  });
});

describe('the frame of a page in Odia and Hindi', () => {
  it('writes the menu, the header and the footer in the language, with links that stay in it', async () => {
    renderApp('/hi/about');
    const main = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(within(main).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/hi/about');
    // Pages not written in Hindi yet open in English.
    expect(within(main).getByRole('link', { name: 'करियर' })).toHaveAttribute('href', '/hi/career');
    expect(screen.getAllByRole('link', { name: 'Kalinga Habitats, होम' })[0]).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'अक्सर पूछे जाने वाले सवाल' })).toHaveAttribute(
      'href',
      '/hi/faqs',
    );
    expect(within(footer).getByText(/सर्वाधिकार सुरक्षित/)).toBeInTheDocument();
    expect(screen.queryByText('Skip to content')).not.toBeInTheDocument();
  });

  it('says "page not found" in Odia for an Odia address that names no page, with ways back in Odia', async () => {
    renderApp('/or/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ମୂଳ ପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ' })).toHaveAttribute('href', '/or');
    expect(document.title).toContain('ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ');
  });
});

describe('the offer of the chosen language', () => {
  it('offers an English page in the language chosen before, in that language, and never redirects', async () => {
    localStorage.setItem('language', JSON.stringify(['hi']));
    const { user, location } = await openPage('/about', 'About Us');
    const offer = await screen.findByRole('complementary', { name: 'भाषा' });
    expect(offer).toHaveAttribute('lang', 'hi');
    expect(within(offer).getByText('यह पेज हिन्दी में भी है।')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/about');
    expect(location().pathname).toBe('/about');
    await user.click(within(offer).getByRole('button', { name: 'नहीं, धन्यवाद' }));
    expect(screen.queryByRole('complementary', { name: 'भाषा' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('language') ?? '[]')).toEqual(['en']);
  });

  it('offers nothing without a choice, nor on a page not written in the language', async () => {
    await openPage('/about', 'About Us');
    expect(screen.queryByRole('complementary', { name: /भाषा|ଭାଷା/ })).not.toBeInTheDocument();
    localStorage.setItem('language', JSON.stringify(['or']));
    renderApp('/no-such-page');
    await screen.findByRole('navigation', { name: 'Language' });
    // The parts that load after the first screen are in: the offer would be too.
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('complementary', { name: 'ଭାଷା' })).not.toBeInTheDocument();
  });
});
