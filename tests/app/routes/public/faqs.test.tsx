import { screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meta } from '@/app/routes/public/faqs';
import { CALLBACK_HOURS, CALLBACK_MINUTES } from '@/config/constants';
import { company } from '@/config/company';
import { faqs } from '@tests/test-utils/englishContent';
import hindiJson from '@/lib/i18n/messages/hi/faqs.json';
import odiaJson from '@/lib/i18n/messages/or/faqs.json';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { jsonLdOf } from '@tests/test-utils/metaTags';
import { translation } from '@tests/test-utils/translation';

const hindi = translation<'faqs'>(hindiJson);
const odia = translation<'faqs'>(odiaJson);

const questions = () =>
  within(screen.getByRole('region', { name: 'Common questions' })).getAllByRole('button');

describe('Frequently Asked Questions', () => {
  it('has eight questions as buttons, each controlling its answer', async () => {
    await openPage('/faqs', 'Frequently Asked Questions');
    await waitFor(() => expect(document.title).toContain('Frequently Asked Questions'));
    const buttons = questions();
    expect(buttons).toHaveLength(8);
    for (const button of buttons) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel?.hidden).toBe(button.getAttribute('aria-expanded') !== 'true');
    }
    expectOrderedHeadings();
  });

  it('opens one answer at a time; a second click closes it', async () => {
    const app = await openPage('/faqs', 'Frequently Asked Questions');
    const buttons = questions();
    const open = () => buttons.filter((button) => button.getAttribute('aria-expanded') === 'true');
    expect(open()).toHaveLength(1);

    await app.user.click(buttons[3]!);
    expect(open()).toEqual([buttons[3]]);
    const panel = document.getElementById(buttons[3]!.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(document.getElementById(buttons[0]!.getAttribute('aria-controls')!)).not.toBeVisible();

    await app.user.click(buttons[6]!);
    expect(open()).toEqual([buttons[6]]);
    expect(panel).not.toBeVisible();

    await app.user.click(buttons[6]!);
    expect(open()).toHaveLength(0);
  });

  it('states the call-back promise', async () => {
    await openPage('/faqs', 'Frequently Asked Questions');
    const promise = `between ${CALLBACK_HOURS.from} and ${CALLBACK_HOURS.to} and we will call you back within ${CALLBACK_MINUTES} minutes`;
    const callout = screen.getByRole('complementary', { name: 'Our call-back promise' });
    expect(callout).toHaveTextContent(promise);
    expect(callout).toHaveTextContent('the next day');
    expect(promise).toContain('between 9 am and 10 pm');
    expect(promise).toContain('within 15 minutes');
  });
});

const TRANSLATIONS = [
  {
    path: '/or/faqs',
    messages: odia,
    title: 'ସାଧାରଣତଃ ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ',
    questions: 'ସାଧାରଣ ପ୍ରଶ୍ନ',
    callout: 'ଆମର କଲ୍-ବ୍ୟାକ୍ ପ୍ରତିଶ୍ରୁତି',
    promise: `ସକାଳ 9ଟାରୁ ରାତି 10ଟା ମଧ୍ୟରେ ଆମକୁ ପଚାରବୁଝା ପଠାନ୍ତୁ, ଆମେ ${CALLBACK_MINUTES} ମିନିଟ୍ ଭିତରେ`,
    enquiry: 'ପଚାରବୁଝା ପଠାନ୍ତୁ',
  },
  {
    path: '/hi/faqs',
    messages: hindi,
    title: 'अक्सर पूछे जाने वाले सवाल',
    questions: 'आम सवाल',
    callout: 'कॉल-बैक का हमारा वादा',
    promise: `सुबह 9 बजे से रात 10 बजे के बीच हमें पूछताछ भेजें, हम ${CALLBACK_MINUTES} मिनट के भीतर`,
    enquiry: 'पूछताछ भेजें',
  },
];

describe.each(TRANSLATIONS)('Frequently Asked Questions at $path', (page) => {
  afterEach(() => vi.unstubAllEnvs());

  it('asks and answers the eight questions in the language of the page', async () => {
    const app = await openPage(page.path, page.title);
    await waitFor(() => expect(document.title).toContain(page.title));
    const region = screen.getByRole('region', { name: page.questions });
    const buttons = within(region).getAllByRole('button');
    expect(buttons).toHaveLength(8);
    expect(buttons[0]).toHaveTextContent(page.messages.callbackQuestion);
    expect(buttons[1]).toHaveTextContent(page.messages.questions[0].question);
    expect(region).toHaveTextContent(page.promise);

    await app.user.click(buttons[5]!);
    const answer = document.getElementById(buttons[5]!.getAttribute('aria-controls')!)!;
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(company.phone);
    expect(answer.textContent).not.toContain('{phone}');
    expect(strayLatinOnPage(region)).toEqual([]);
    expectOrderedHeadings();
  });

  it('states the call-back promise in the language, with its enquiry link', async () => {
    await openPage(page.path, page.title);
    const callout = screen.getByRole('complementary', { name: page.callout });
    expect(callout).toHaveTextContent(page.promise);
    expect(within(callout).getByRole('link', { name: page.enquiry })).toHaveAttribute(
      'href',
      page.path.replace('faqs', 'contact'),
    );
    expect(strayLatinOnPage(callout)).toEqual([]);
    expect(strayLatinOnPage()).toEqual([]);
    const main = screen.getByRole('main');
    for (const english of [
      'Frequently Asked Questions',
      'Common questions',
      'Our call-back promise',
      'Help centre',
    ]) {
      expect(main).not.toHaveTextContent(english);
    }
  });

  it('gives search engines the questions and answers of the page in its language', () => {
    vi.stubEnv('SSR', true);
    const descriptors = meta({ location: { pathname: page.path } } as Parameters<typeof meta>[0]);
    const faqPage = jsonLdOf(descriptors).find((object) => object['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(8);
    expect(faqPage?.mainEntity).toContainEqual({
      '@type': 'Question',
      name: page.messages.callbackQuestion,
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining(page.promise) as unknown },
    });
    expect(descriptors).toContainEqual({ title: `${page.title} | ${company.name}` });
  });
});

describe('the FAQ structured data in English', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('carries the English questions and answers', () => {
    vi.stubEnv('SSR', true);
    const descriptors = meta({ location: { pathname: '/faqs' } } as Parameters<typeof meta>[0]);
    const faqPage = jsonLdOf(descriptors).find((object) => object['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toEqual(
      faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    );
  });
});
