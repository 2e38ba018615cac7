/**
 * The listing inquiry form, its site visit, the calendar offer and the phone bar in Odia and Hindi,
 * on a project page (the building page is not yet in these languages). Only the form's and the
 * bar's own words are checked here: the rest of the page is the project page's.
 */
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import { seedProjects } from '@/mocks/seed/projects';
import { capture, text } from '@tests/test-utils/capture';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const project = seedProjects[0]!;
const englishPath = paths.project(project.projectName, project._id);

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe.each([
  {
    language: 'or' as const,
    form: 'ଆଗ୍ରହୀ କି? ପଚାରି ବୁଝନ୍ତୁ',
    name: 'ନାମ',
    email: 'ଇମେଲ',
    phone: 'ଫୋନ',
    message: 'ବାର୍ତ୍ତା',
    send: 'ପଠାନ୍ତୁ',
    visit: 'ସାଇଟ ପରିଦର୍ଶନର ସମୟ ଠିକ କରନ୍ତୁ',
    date: 'ପସନ୍ଦର ତାରିଖ',
    time: 'ପସନ୍ଦର ସମୟ',
    hint: 'ଆସନ୍ତାକାଲିଠାରୁ 60 ଦିନ ଭିତରେ ଯେକୌଣସି ଦିନ (2 ଡିସେମ୍ବର 2026ରୁ 30 ଜାନୁଆରୀ 2027 ପର୍ଯ୍ୟନ୍ତ)।',
    slots: [
      'ସକାଳଭାରତୀୟ ସମୟ ସକାଳ 10ଟାରୁ ଦିନ 12ଟା',
      'ଅପରାହ୍ନଭାରତୀୟ ସମୟ ଅପରାହ୍ନ 2ଟାରୁ ଅପରାହ୍ନ 4ଟା',
      'ସନ୍ଧ୍ୟାଭାରତୀୟ ସମୟ ଅପରାହ୍ନ 4ଟାରୁ ସନ୍ଧ୍ୟା 6ଟା',
    ],
    afternoon: /^ଅପରାହ୍ନ/,
    nameRequired: 'ନାମ ଦିଅନ୍ତୁ',
    dateRequired: 'ଦୟାକରି ପସନ୍ଦର ତାରିଖ ବାଛନ୍ତୁ',
    timeRequired: 'ଦୟାକରି ପସନ୍ଦର ସମୟ ବାଛନ୍ତୁ',
    outside: 'ଦୟାକରି 2 ଡିସେମ୍ବର 2026ରୁ 30 ଜାନୁଆରୀ 2027 ମଧ୍ୟରେ ଏକ ତାରିଖ ବାଛନ୍ତୁ',
    sent: 'ଆପଣଙ୍କ ବିବରଣୀ ଆମେ ପାଇଛୁ। ଆମେ ଶୀଘ୍ର ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବୁ!',
    failed: 'କିଛି ଭୁଲ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    asked:
      'ସାଇଟ ପରିଦର୍ଶନ ପାଇଁ ଅନୁରୋଧ: 3 ଡିସେମ୍ବର 2026, ଅପରାହ୍ନ (ଭାରତୀୟ ସମୟ ଅପରାହ୍ନ 2ଟାରୁ ଅପରାହ୍ନ 4ଟା)। ଏହାକୁ ନିଶ୍ଚିତ କରିବା ପାଇଁ ଆମେ ଆପଣଙ୍କୁ ଫୋନ କରିବୁ।',
    add: 'କ୍ୟାଲେଣ୍ଡରରେ ଯୋଡ଼ନ୍ତୁ',
    summary: 'ସାଇଟ ପରିଦର୍ଶନ: ',
    bar: 'ଫୋନ, WhatsApp କିମ୍ବା ପରିଦର୍ଶନ',
    call: 'ବିକ୍ରି ଟିମକୁ ଫୋନ କରନ୍ତୁ',
    whatsApp: `${project.projectName} ବିଷୟରେ WhatsAppରେ ${company.name}କୁ ଲେଖନ୍ତୁ (ନୂଆ ଟାବରେ ଖୋଲିବ)`,
    chat: `ନମସ୍କାର ${company.name}, ମୁଁ ${project.projectName} ବିଷୟରେ ଜାଣିବାକୁ ଆଗ୍ରହୀ: `,
    visitButton: 'ପରିଦର୍ଶନ: ସାଇଟ ପରିଦର୍ଶନର ସମୟ ଠିକ କରନ୍ତୁ',
  },
  {
    language: 'hi' as const,
    form: 'दिलचस्पी है? पूछताछ भेजें',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    message: 'संदेश',
    send: 'पूछताछ भेजें',
    visit: 'साइट विज़िट तय करें',
    date: 'पसंद की तारीख़',
    time: 'पसंद का समय',
    hint: 'कल से 60 दिन के भीतर कोई भी दिन (2 दिसंबर 2026 से 30 जनवरी 2027 तक)।',
    slots: [
      'सुबहभारतीय समय सुबह 10 बजे से दोपहर 12 बजे तक',
      'दोपहरभारतीय समय दोपहर 2 बजे से दोपहर 4 बजे तक',
      'शामभारतीय समय दोपहर 4 बजे से शाम 6 बजे तक',
    ],
    afternoon: /^दोपहर/,
    nameRequired: 'नाम ज़रूरी है',
    dateRequired: 'कृपया पसंद की तारीख़ चुनें',
    timeRequired: 'कृपया पसंद का समय चुनें',
    outside: 'कृपया 2 दिसंबर 2026 से 30 जनवरी 2027 के बीच की तारीख़ चुनें',
    sent: 'आपका विवरण हमें मिल गया है। हम जल्द ही आपसे संपर्क करेंगे!',
    failed: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    asked:
      'साइट विज़िट का अनुरोध: 3 दिसंबर 2026, दोपहर (भारतीय समय दोपहर 2 बजे से दोपहर 4 बजे तक)। इसे पक्का करने के लिए हम आपको कॉल करेंगे।',
    add: 'कैलेंडर में जोड़ें',
    summary: 'साइट विज़िट: ',
    bar: 'कॉल, WhatsApp या विज़िट',
    call: 'सेल्स टीम को कॉल करें',
    whatsApp: `${project.projectName} के बारे में WhatsApp पर ${company.name} को लिखें (नए टैब में खुलेगा)`,
    chat: `नमस्ते ${company.name}, मुझे ${project.projectName} में दिलचस्पी है: `,
    visitButton: 'विज़िट: साइट विज़िट तय करें',
  },
])('the inquiry form in $language', (words) => {
  const path = pathIn(words.language, englishPath);

  beforeEach(() => {
    // 1:30 am on 1 December at the office: its tomorrow is 2 December.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T20:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function openForm() {
    const app = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: project.projectName }, { timeout: 8000 });
    const form = await screen.findByRole('form', { name: words.form });
    const inForm = within(form);
    const dateInput = () => inForm.getByLabelText(words.date);
    const setDate = (value: string) => fireEvent.change(dateInput(), { target: { value } });
    const send = () => app.user.click(inForm.getByRole('button', { name: words.send }));
    const fillBuyer = async () => {
      await app.user.type(inForm.getByLabelText(words.name), 'Asha Mohanty');
      await app.user.type(inForm.getByLabelText(words.email), 'asha@example.com');
      await app.user.type(inForm.getByLabelText(words.phone), '9437012345');
    };
    return { ...app, form, inForm, dateInput, setDate, send, fillBuyer };
  }

  it('asks for the visit in the language, checks it, sends, and offers the calendar in the language', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const { user, form, inForm, setDate, send, fillBuyer } = await openForm();
    expect(inForm.getByLabelText(words.message)).toBeInTheDocument();
    expect(strayLatinOnPage(form)).toEqual([]);

    await send();
    expect(inForm.getByText(words.nameRequired)).toBeInTheDocument();
    await fillBuyer();
    await user.click(inForm.getByRole('checkbox', { name: words.visit }));
    expect(inForm.getByText(words.hint)).toBeInTheDocument();
    const times = within(inForm.getByRole('group', { name: words.time })).getAllByRole('radio');
    expect(times.map((radio) => radio.closest('label')?.textContent)).toEqual(words.slots);
    await send();
    expect(inForm.getByText(words.dateRequired)).toBeInTheDocument();
    expect(inForm.getByText(words.timeRequired)).toBeInTheDocument();
    setDate('2026-12-01');
    expect(inForm.getByText(words.outside)).toBeInTheDocument();
    expect(strayLatinOnPage(form)).toEqual([]);
    expect(email.calls).toHaveLength(0);

    setDate('2026-12-03');
    await user.click(inForm.getByRole('radio', { name: words.afternoon }));
    await send();
    expect(await inForm.findByText(words.sent)).toBeInTheDocument();
    expect((email.last.json as { template_params: Record<string, string> }).template_params).toMatchObject({
      property: project.projectName,
      page_url: `${window.location.origin}${path}`,
      // The office's fields stay in English, whatever the page's language.
      visit_date: '3 December 2026',
      visit_time: 'Afternoon (2 pm to 4 pm IST)',
    });
    // Cleared for a next inquiry.
    expect(inForm.queryByLabelText(words.date)).not.toBeInTheDocument();

    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:visit';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const offer = inForm.getByRole('button', { name: words.add });
    expect(offer.parentElement?.querySelector('p')).toHaveTextContent(words.asked);
    expect(strayLatinOnPage(form)).toEqual([]);
    await user.click(offer);
    expect(clicked[0]!.download).toMatch(/ 2026-12-03\.ics$/);
    const ics = (await readText(saved!)).replace(/\r\n /g, '');
    expect(ics).toContain(`SUMMARY:${words.summary}`);
    expect(ics).toContain(company.salesPhone);
    expect(ics).toContain('DTSTART:20261203T083000Z\r\n');
  });

  it('says so in the language when sending fails', async () => {
    capture(env.emailUrl, text('Service unavailable', 503));
    const { inForm, send, fillBuyer } = await openForm();
    await fillBuyer();
    await send();
    expect(await inForm.findByRole('alert')).toHaveTextContent(words.failed);
  });

  it('names the phone bar’s actions in the language, and its Visit asks for a visit', async () => {
    const { user, inForm } = await openForm();
    const bar = screen.getByRole('region', { name: words.bar });
    expect(within(bar).getByRole('link', { name: words.call })).toHaveAttribute(
      'href',
      `tel:${company.salesPhone.replace(/[^\d+]/g, '')}`,
    );
    const whatsApp = within(bar).getByRole('link', { name: words.whatsApp });
    const message = new URL(whatsApp.getAttribute('href')!).searchParams.get('text');
    expect(message).toBe(`${words.chat}${window.location.origin}${path}`);
    // The listing's name is the backend's, in the WhatsApp link's label.
    expect(strayLatinOnPage(bar, [project.projectName])).toEqual([]);
    await user.click(within(bar).getByRole('button', { name: words.visitButton }));
    expect(inForm.getByRole('checkbox', { name: words.visit })).toBeChecked();
    expect(inForm.getByLabelText(words.date)).toHaveFocus();
  });
});
