import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/communities';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Community',
    description:
      'The neighbourhoods around Bhubaneswar where Kalinga Habitats builds: schools, hospitals, transport and daily life nearby.',
    path: paths.communities,
  });

const neighbourhoods = [
  {
    name: 'Patia & Chandrasekharpur',
    text: 'The IT and education hub of the city, home to Infocity, KIIT and a young crowd. Modern apartments, cafés and quick access to the airport and Cuttack.',
  },
  {
    name: 'Khandagiri & Baramunda',
    text: 'Green, settled neighbourhoods around the ancient caves, popular with families for their schools, markets and the bus terminal close by.',
  },
  {
    name: 'Jaydev Vihar & Nayapalli',
    text: 'The commercial heart of Bhubaneswar, with offices, malls, hospitals and the best restaurants, and our own office on the main road.',
  },
  {
    name: 'Raghunathpur & Janla',
    text: 'Fast-growing areas on the Khurda and Cuttack roads, where plotted developments and independent homes offer space at a sensible price.',
  },
];

const events = [
  {
    name: 'Festival celebrations',
    text: 'Raja, Rath Yatra, Durga Puja and Diwali are celebrated together in every Kalinga community, with pandals, lights and a feast for residents and staff.',
  },
  {
    name: 'Residents’ sports days',
    text: 'Cricket and badminton leagues, a winter marathon and yoga on the lawns bring neighbours out of their homes and get children playing together.',
  },
  {
    name: 'Homebuyers’ open days',
    text: 'Twice a year we open our completed communities to visitors, so future buyers can meet the people who already live there.',
  },
];

const responsibility = [
  {
    name: 'Green Bhubaneswar',
    text: 'For every home we hand over we plant ten native trees, and every project harvests rainwater and uses solar lighting in its common areas.',
  },
  {
    name: 'Skills for workers',
    text: 'Our site academy trains construction workers in masonry, electrical work and safety, with certificates that help them earn more.',
  },
  {
    name: 'Schools and health',
    text: 'We support two government schools near our sites with books, clean water and toilets, and hold free health camps for workers’ families.',
  },
];

function CardList({ items }: { items: { name: string; text: string }[] }) {
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="card p-6">
          <h3 className="text-xl">{item.name}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function CommunityPage() {
  return (
    <>
      <PageHero title="Community" eyebrow="Life in our neighbourhoods" image="/images/community.svg">
        <p>
          A home is more than four walls. {company.name} communities are built around parks, festivals and
          neighbours who look out for each other, in the city we are proud to call home.
        </p>
      </PageHero>

      <PageSection
        headingId="neighbourhoods-heading"
        eyebrow="Where we build"
        title="Bhubaneswar neighbourhoods"
        intro="The Temple City has grown into one of India’s best-planned smart cities. These are the areas where our homes and plots are, and what makes each of them special."
      >
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {neighbourhoods.map((area) => (
            <li key={area.name} className="card border-l-4 border-accent-500 p-6">
              <h3 className="text-xl">{area.name}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{area.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        band
        headingId="events-heading"
        eyebrow="Together"
        title="Community events"
        intro="Something to look forward to every season."
      >
        <CardList items={events} />
      </PageSection>

      <PageSection
        headingId="csr-heading"
        eyebrow="Giving back"
        title="Corporate social responsibility"
        intro="We want the city to be better for our being here. This is how we give back."
      >
        <CardList items={responsibility} />
      </PageSection>

      <section aria-labelledby="join-heading" className="bg-ink py-14 text-white sm:py-16">
        <div className="container-site flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="join-heading" className="text-2xl text-white sm:text-3xl">
              Become our neighbour
            </h2>
            <p className="mt-2 text-white/80">
              See the homes and plots available in the communities above, or visit one with our team.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.properties} className="btn bg-accent-600 text-white hover:bg-accent-700">
              View properties
            </Link>
            <Link to={paths.gallery} className="btn border border-white/70 text-white hover:bg-white/10">
              See the gallery
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
