/**
 * The company's six positions. Each is kept as the backend, the back office and a link to it
 * (?role=) know it: in English, whatever the page's language, since an application names its
 * position so. What a page shows of them is in its own words, the `careers` namespace's `jobs`
 * under each position's key; positionsIn puts the two together.
 */
import type { Messages } from '@/lib/i18n/catalogue';
import type { Job } from './schema';

type CareerWords = Messages<'careers'>;

const LOCATION = 'Bhubaneswar';
const TYPE = 'Full-Time';

export const JOBS_POSTED_ON = '2026-11-01';

const postings: readonly { key: keyof CareerWords['jobs']; job: Job }[] = [
  {
    key: 'digitalMarketing',
    job: {
      role: 'Digital Marketing Associate',
      location: LOCATION,
      type: TYPE,
      job_desc:
        'Plan and run our social media, search and property-portal campaigns, write posts and listings that bring in genuine enquiries, and report on what works each month. One year of digital marketing experience is preferred.',
    },
  },
  {
    key: 'marketingManager',
    job: {
      role: 'Marketing Manager',
      location: LOCATION,
      type: TYPE,
      job_desc:
        'Lead the marketing of our residential projects and plotted developments: launch plans, brochures, site events and channel partner programmes, with a small team and a clear budget. Five years of real-estate or consumer marketing experience.',
    },
  },
  {
    key: 'businessDevelopment',
    job: {
      role: 'Business Development Executive',
      location: LOCATION,
      type: TYPE,
      job_desc:
        'Meet buyers and investors, run site visits, follow up enquiries and close bookings for flats, duplex homes and plots. Good communication in Odia, Hindi and English and a two-wheeler are needed.',
    },
  },
  {
    key: 'telecaller',
    job: {
      role: 'Telecaller',
      location: LOCATION,
      type: TYPE,
      job_desc:
        'Call back website and walk-in enquiries, explain our projects clearly, book site visits for the sales team and keep the customer records up to date. Freshers with a pleasant voice and good Odia and Hindi are welcome.',
    },
  },
  {
    key: 'hrGeneralist',
    job: {
      role: 'HR Generalist',
      location: LOCATION,
      type: TYPE,
      job_desc:
        'Handle hiring, onboarding, attendance, payroll inputs and employee welfare for our office and site staff, and keep our policies and statutory records in order. Two years of HR experience preferred.',
    },
  },
  {
    key: 'projectCoordinator',
    job: {
      role: 'Project Coordinator',
      location: LOCATION,
      type: TYPE,
      job_desc:
        'Track construction schedules, coordinate contractors, architects and approval agencies, and keep site progress reports and buyer updates on time. A civil engineering diploma or degree is required.',
    },
  },
];

/** The positions as stored: what an application sends and the back office reads. */
export const jobs: readonly Job[] = postings.map(({ job }) => job);

/** A position as a page shows it, in its language, with the position as stored. */
export interface Position {
  job: Job;
  role: string;
  location: string;
  type: string;
  description: string;
}

export function positionsIn(words: CareerWords): Position[] {
  return postings.map(({ key, job }) => ({
    job,
    role: words.jobs[key].role,
    location: words.location,
    type: words.fullTime,
    description: words.jobs[key].description,
  }));
}

/**
 * The positions as search engines read them on a page: title and description in the page's words;
 * place and kind as stored, which the structured data turns into an address and a schema.org
 * employment type.
 */
export function postingsIn(words: CareerWords): Job[] {
  return positionsIn(words).map(({ job, role, description }) => ({ ...job, role, job_desc: description }));
}
