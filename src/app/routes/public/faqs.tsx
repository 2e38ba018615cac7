import { PageHero } from '@/components/PageHero';
import { CallOrWrite } from '@/components/CallOrWrite';
import { paths } from '@/config/paths';
import { Accordion } from '@/features/content/components/Accordion';
import { callbackPromiseIn, faqsIn } from '@/features/content/faqs';
import { loadedMessages } from '@/lib/i18n/catalogue';
import { languageOfPath } from '@/lib/i18n/languages';
import { useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/faqs';

// The structured data carries the questions and answers in the page's language, as the page shows them.
export const meta: Route.MetaFunction = ({ location }) => {
  const messages = loadedMessages(languageOfPath(location.pathname), 'faqs');
  return namedPageMeta(location.pathname, 'faqs', paths.faqs, messages && { faqs: faqsIn(messages) });
};

export default function FaqPage() {
  const t = useMessages('faqs');
  return (
    <>
      <PageHero title={t.title} eyebrow={t.eyebrow} intro={t.intro} />

      <div className="container-site grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.7fr_1fr]">
        <section aria-labelledby="questions-heading">
          <h2 id="questions-heading" className="mb-6 text-2xl sm:text-3xl">
            {t.commonQuestions}
          </h2>
          <Accordion items={faqsIn(t)} initiallyOpen={0} />
        </section>

        <aside
          aria-labelledby="callback-heading"
          className="self-start rounded-2xl bg-brand-700 p-6 text-white sm:p-8"
        >
          <h2 id="callback-heading" className="text-2xl text-white">
            {t.callbackHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-white/90">{callbackPromiseIn(t)}</p>
          <CallOrWrite
            label={t.sendEnquiry}
            phoneClassName="mt-6"
            buttonClassName="bg-white text-brand-800 hover:bg-brand-50"
          />
        </aside>
      </div>
    </>
  );
}
