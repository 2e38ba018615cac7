/** Contact Us in Odia and Hindi: the page, its form's labels, problems, result and e-mail subject. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/contact';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { localPath } from '@/lib/i18n/languages';
import { HttpResponse } from 'msw';
import { capture, text } from '@tests/test-utils/capture';
import { gate } from '@tests/test-utils/gate';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

describe.each([
  {
    language: 'or' as const,
    heading: 'ଯୋଗାଯୋଗ କରନ୍ତୁ',
    description: 'ନୟାପଲ୍ଲୀ',
    reach: 'ଆମ ସହ ଯୋଗାଯୋଗ',
    office: 'ଅଫିସ',
    map: `${company.name} ଅଫିସର ମାନଚିତ୍ର`,
    openMap: 'ମାନଚିତ୍ର ଖୋଲନ୍ତୁ',
    form: 'ଆମକୁ ଲେଖନ୍ତୁ',
    name: 'ନାମ',
    email: 'ଇମେଲ',
    phone: 'ଫୋନ',
    type: 'ସମ୍ପତ୍ତିର ପ୍ରକାର',
    message: 'ବାର୍ତ୍ତା',
    options: ['ସମ୍ପତ୍ତିର ପ୍ରକାର ବାଛନ୍ତୁ', 'ଆବାସିକ', 'ବାଣିଜ୍ୟିକ', 'ଜମି'],
    send: 'ବାର୍ତ୍ତା ପଠାନ୍ତୁ',
    nameRequired: 'ନାମ ଦିଅନ୍ତୁ',
    typeRequired: 'ଦୟାକରି ସମ୍ପତ୍ତିର ପ୍ରକାର ବାଛନ୍ତୁ',
    messageRequired: 'ଦୟାକରି ଏକ ବାର୍ତ୍ତା ଲେଖନ୍ତୁ',
    phoneInvalid: 'ଫୋନ ନମ୍ବର ଠିକ ନୁହେଁ, ଏଥିରେ 10ଟି ଅଙ୍କ ରହିବା ଦରକାର',
    wait: 'ଦୟାକରି ଅପେକ୍ଷା କରନ୍ତୁ…',
    sent: 'ଆପଣଙ୍କ ବିବରଣୀ ଆମେ ପାଇଛୁ। ଆମେ ଶୀଘ୍ର ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବୁ!',
    failed: 'କିଛି ଭୁଲ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    subject: 'ଯୋଗାଯୋଗ ଫର୍ମ: ବାଣିଜ୍ୟିକ ସମ୍ପତ୍ତି',
  },
  {
    language: 'hi' as const,
    heading: 'संपर्क करें',
    description: 'नयापल्ली',
    reach: 'हमसे संपर्क करें',
    office: 'दफ़्तर',
    map: `${company.name} के दफ़्तर का नक्शा`,
    openMap: 'नक्शा खोलें',
    form: 'हमें लिखें',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    type: 'प्रॉपर्टी का प्रकार',
    message: 'संदेश',
    options: ['प्रॉपर्टी का प्रकार चुनें', 'आवासीय', 'कमर्शियल', 'ज़मीन'],
    send: 'संदेश भेजें',
    nameRequired: 'नाम ज़रूरी है',
    typeRequired: 'कृपया प्रॉपर्टी का प्रकार चुनें',
    messageRequired: 'कृपया संदेश लिखें',
    phoneInvalid: 'फ़ोन नंबर सही नहीं है, इसमें 10 अंक होने चाहिए',
    wait: 'कृपया प्रतीक्षा करें…',
    sent: 'आपका विवरण हमें मिल गया है। हम जल्द ही आपसे संपर्क करेंगे!',
    failed: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    subject: 'संपर्क फ़ॉर्म: कमर्शियल प्रॉपर्टी',
  },
])('Contact Us in $language', (words) => {
  const path = `/${words.language}/contact`;

  async function openContact() {
    const app = await openPage(path, words.heading);
    const form = screen.getByRole('form', { name: words.form });
    const control = (label: string) => within(form).getByLabelText(label);
    const send = () => app.user.click(within(form).getByRole('button', { name: words.send }));
    const fillIn = async (phone = '9437011111') => {
      await app.user.type(control(words.name), 'Manas Pradhan');
      await app.user.type(control(words.email), 'manas@example.com');
      await app.user.type(control(words.phone), phone);
      await app.user.selectOptions(control(words.type), words.options[2]!);
      await app.user.type(control(words.message), 'Looking for an office near Jaydev Vihar.');
    };
    return { ...app, form, control, send, fillIn };
  }

  it('is written in the language, its title and description too, with no English left', async () => {
    const { form, control } = await openContact();
    await waitFor(() => expect(document.title).toContain(words.heading));
    const descriptors = meta({ location: { pathname: path } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${path}$`));
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: words.reach })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: words.office })).toBeInTheDocument();
    expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(await screen.findByTitle(words.map)).toHaveAttribute('src', company.map.embedUrl);
    expect(main.getByRole('link', { name: new RegExp(`^${words.openMap}`) })).toHaveAttribute(
      'href',
      company.map.link,
    );
    for (const label of [words.name, words.email, words.phone, words.type, words.message]) {
      expect(control(label)).toBeRequired();
    }
    const options = within(control(words.type)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(words.options);
    // The data-use notice's link stays in the language.
    const privacy = within(form)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.endsWith(paths.privacy));
    expect(privacy).toHaveAttribute('href', localPath(words.language, paths.privacy));
    expect(strayLatinOnPage()).toEqual([]);
    expectOrderedHeadings();
  });

  it('says in the language what each empty field needs, and sends nothing', async () => {
    const email = capture(env.emailUrl, text('OK'));
    const app = await openContact();
    await app.send();
    expect(await within(app.form).findByText(words.nameRequired)).toBeInTheDocument();
    expect(within(app.form).getByText(words.typeRequired)).toBeInTheDocument();
    expect(within(app.form).getByText(words.messageRequired)).toBeInTheDocument();
    expect(email.calls).toHaveLength(0);
    expect(strayLatinOnPage(app.form)).toEqual([]);
  });

  it('checks the phone, then waits, sends with the subject in the language and thanks', async () => {
    const answer = gate();
    const email = capture(env.emailUrl, async () => {
      await answer.opened;
      return HttpResponse.text('OK');
    });
    const app = await openContact();
    await app.fillIn('94370');
    await app.send();
    expect(await within(app.form).findByText(words.phoneInvalid)).toBeInTheDocument();
    expect(email.calls).toHaveLength(0);
    await app.user.clear(app.control(words.phone));
    await app.user.type(app.control(words.phone), '9437011111');
    await app.send();
    expect(within(app.form).getByRole('button', { name: words.wait })).toBeDisabled();
    answer.open();
    expect(await within(app.form).findByText(words.sent)).toBeInTheDocument();
    expect((email.last.json as { template_params: Record<string, string> }).template_params).toMatchObject({
      property: words.subject,
      page_url: `${window.location.origin}${path}`,
      listing_kind: 'contact',
    });
    expect(strayLatinOnPage(app.form)).toEqual([]);
  });

  it('says so in the language when sending fails, keeping what was typed', async () => {
    capture(env.emailUrl, text('Service unavailable', 503));
    const app = await openContact();
    await app.fillIn();
    await app.send();
    expect(await within(app.form).findByRole('alert')).toHaveTextContent(words.failed);
    expect(app.control(words.name)).toHaveValue('Manas Pradhan');
  });
});
