import type { JobApplication } from '@/features/careers/schema';
import { seedId } from './ids';

const FULL_TIME = 'Full-Time';

/**
 * Seven applications for the six advertised roles. Resumes are local files: PDFs and scanned
 * images, so the preview shows both kinds. One has no covering letter.
 */
export const seedApplications: JobApplication[] = [
  {
    _id: seedId('application', 1),
    name: 'Sourav Mishra',
    email: 'sourav.mishra@example.com',
    phone: '9437012345',
    jobLetter:
      'I have two years of experience running social media campaigns for a Bhubaneswar retail brand and would love to bring that to property marketing.',
    resume: '/images/demo/resume-1.pdf',
    jobData: { role: 'Digital Marketing Associate', type: FULL_TIME },
    createdAt: '2026-05-12T10:24:00.000Z',
  },
  {
    _id: seedId('application', 2),
    name: 'Itishree Behera',
    email: 'itishree.behera@example.com',
    phone: '9861234567',
    jobLetter:
      'Eight years in real-estate marketing, most recently leading launches for two residential projects in Cuttack.',
    resume: '/images/demo/resume-scan-1.png',
    jobData: { role: 'Marketing Manager', type: FULL_TIME },
    createdAt: '2026-05-08T07:05:00.000Z',
  },
  {
    _id: seedId('application', 3),
    name: 'Debasish Rout',
    email: 'debasish.rout@example.com',
    phone: '7008123456',
    jobLetter: '',
    resume: '/images/demo/resume-2.pdf',
    jobData: { role: 'Business Development Executive', type: FULL_TIME },
    createdAt: '2026-05-02T12:40:00.000Z',
  },
  {
    _id: seedId('application', 4),
    name: 'Pragyan Parida',
    email: 'pragyan.parida@example.com',
    phone: '9938765432',
    jobLetter: 'I speak Odia, Hindi and English fluently and have worked in a bank call centre for a year.',
    resume: '/images/demo/resume-scan-2.png',
    jobData: { role: 'Telecaller', type: FULL_TIME },
    createdAt: '2026-04-27T09:15:00.000Z',
  },
  {
    _id: seedId('application', 5),
    name: 'Smruti Ranjan Sahoo',
    email: 'smruti.sahoo@example.com',
    phone: '8895123789',
    jobLetter:
      'MBA in HR from Utkal University with three years of recruitment and payroll experience in a construction firm.',
    resume: '/images/demo/resume-1.pdf',
    jobData: { role: 'HR Generalist', type: FULL_TIME },
    createdAt: '2026-04-19T05:50:00.000Z',
  },
  {
    _id: seedId('application', 6),
    name: 'Ankita Jena',
    email: 'ankita.jena@example.com',
    phone: '9090876543',
    jobLetter:
      'Civil engineer with site coordination experience on two G+10 residential towers in Patia. I can join within thirty days.',
    resume: '/images/demo/resume-scan-1.png',
    jobData: { role: 'Project Coordinator', type: FULL_TIME },
    createdAt: '2026-04-11T11:30:00.000Z',
  },
  {
    _id: seedId('application', 7),
    name: 'Biswajit Pradhan',
    email: 'biswajit.pradhan@example.com',
    phone: '7735098765',
    jobLetter: 'I manage search and social ads and have a Google Ads certification.',
    resume: '/images/demo/resume-2.pdf',
    jobData: { role: 'Digital Marketing Associate', type: FULL_TIME },
    createdAt: '2026-03-30T08:00:00.000Z',
  },
];
