import { company } from '@/config/company';

/** The privacy notice (/privacy), and the short notice each form shows with its submit button. */
export default {
  title: 'Privacy Notice',
  description:
    'What Kalinga Habitats collects through its forms and why, who receives it, how long it is kept, and how you can see, correct or erase it.',
  eyebrow: 'Your details',
  intro:
    'What {company} does with the details you send through this website, in plain words, and how you can change your mind at any time.',
  contents: 'On this page',
  who: {
    title: 'Who we are',
    text: '{company}, {address}, decides how the details you send us are used: under the Digital Personal Data Protection Act, 2023, we answer for them.',
    contact: 'Requests and complaints about your details go to our {officer}: {email}, {phone}.',
    officer: company.grievance.title,
  },
  collected: {
    title: 'What we collect',
    intro: 'Only what you type or choose in one of our forms, and only when you send it.',
    forms: {
      contact: {
        name: 'The contact form',
        fields: [
          'Name',
          'Email',
          'Phone',
          'Property type',
          'Message',
          'The address of the page you sent it from',
        ],
      },
      inquiry: {
        name: 'An inquiry about a building, a land or a project',
        fields: [
          'Name',
          'Email',
          'Phone',
          'Message',
          'The listing you ask about',
          'The address of its page',
          'The day and time slot of a site visit, if you choose one',
        ],
      },
      shortlistInquiry: {
        name: 'An inquiry about your shortlist',
        fields: [
          'Name',
          'Email',
          'Phone',
          'Message',
          'The listings in your shortlist, each with the address of its page',
          'The address of your shortlist',
        ],
      },
      application: {
        name: 'A job application',
        fields: [
          'Name',
          'Email',
          'Phone',
          'The position you apply for',
          'Your resume file',
          'Your cover letter, if you write one',
        ],
      },
    },
  },
  browser: {
    title: 'What stays in your browser',
    text: 'Your shortlist, the listings you compare, the ones you viewed recently and the language you chose are kept only in this browser, on this device. They do not reach us unless you send your shortlist with an inquiry; clearing this site’s data removes them.',
  },
  purpose: {
    title: 'Why we use it',
    items: [
      'To answer your message or inquiry.',
      'To arrange the site visit you ask for.',
      'To consider your job application.',
    ],
    only: 'For nothing else: we send you no marketing, and we never sell or rent your details to anyone.',
  },
  recipients: {
    title: 'Who receives it',
    text: 'Our own team at {company}, who need it to answer you.',
    processors:
      'Two services handle it for us, as our processors, and only for that: the e-mail service that delivers contact messages and inquiries to our inbox, and the file host that keeps the resumes sent with job applications.',
    law: 'We give it to no one else, unless the law requires us to.',
  },
  retention: {
    title: 'How long we keep it',
    inquiries: 'Inquiries and contact messages: {period} after our last reply to you.',
    applications: 'Job applications and resumes: {period} after the position is filled.',
    months: { one: '{count} month', other: '{count} months' },
    after: 'Then we erase them, unless the law requires us to keep them longer.',
  },
  rights: {
    title: 'Your rights',
    intro: 'Write to our {officer} at {email} to:',
    items: [
      'Withdraw your consent at any time, as easily as you gave it: one e-mail is enough. We then stop using your details and erase them.',
      'See the details we hold about you, and who has received them.',
      'Correct, complete or update them.',
      'Erase them.',
      'Name a nominee: someone who can use these rights for you if you die or cannot act for yourself.',
    ],
  },
  answer: {
    title: 'How we answer',
    text: 'We answer every request and complaint within {days} days of receiving it.',
    board: 'If our answer does not satisfy you, you may complain to the Data Protection Board of India.',
  },
  /** Each form's notice: what it sends, to whom and why; then the way out and the full notice. */
} as const;
