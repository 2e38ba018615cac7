import type { Job } from './schema';

const LOCATION = 'Bhubaneswar';
const TYPE = 'Full-Time';

export const JOBS_POSTED_ON = '2026-11-01';

export const jobs: readonly Job[] = [
  {
    role: 'Digital Marketing Associate',
    location: LOCATION,
    type: TYPE,
    job_desc:
      'Plan and run our social media, search and property-portal campaigns, write posts and listings that bring in genuine enquiries, and report on what works each month. One year of digital marketing experience is preferred.',
  },
  {
    role: 'Marketing Manager',
    location: LOCATION,
    type: TYPE,
    job_desc:
      'Lead the marketing of our residential projects and plotted developments: launch plans, brochures, site events and channel partner programmes, with a small team and a clear budget. Five years of real-estate or consumer marketing experience.',
  },
  {
    role: 'Business Development Executive',
    location: LOCATION,
    type: TYPE,
    job_desc:
      'Meet buyers and investors, run site visits, follow up enquiries and close bookings for flats, duplex homes and plots. Good communication in Odia, Hindi and English and a two-wheeler are needed.',
  },
  {
    role: 'Telecaller',
    location: LOCATION,
    type: TYPE,
    job_desc:
      'Call back website and walk-in enquiries, explain our projects clearly, book site visits for the sales team and keep the customer records up to date. Freshers with a pleasant voice and good Odia and Hindi are welcome.',
  },
  {
    role: 'HR Generalist',
    location: LOCATION,
    type: TYPE,
    job_desc:
      'Handle hiring, onboarding, attendance, payroll inputs and employee welfare for our office and site staff, and keep our policies and statutory records in order. Two years of HR experience preferred.',
  },
  {
    role: 'Project Coordinator',
    location: LOCATION,
    type: TYPE,
    job_desc:
      'Track construction schedules, coordinate contractors, architects and approval agencies, and keep site progress reports and buyer updates on time. A civil engineering diploma or degree is required.',
  },
];

export const workBenefits: readonly { title: string; text: string }[] = [
  {
    title: 'Grow with a growing city',
    text: 'Work on projects that shape Bhubaneswar, with clear paths from executive to manager.',
  },
  {
    title: 'Health cover for your family',
    text: 'Medical insurance for you, your spouse, children and parents from your first month.',
  },
  {
    title: 'Incentives that reward results',
    text: 'Monthly incentives for sales and marketing roles, and an annual bonus for everyone.',
  },
  {
    title: 'Learning every year',
    text: 'Paid training in sales, RERA compliance, design software and leadership.',
  },
];
