/** The career page and its job application: the page, the company's positions, the job cards, the apply dialog, the form's own words and problems, the resume field and the success message. */
export default {
  title: 'Join Our Team',
  description:
    'Work with Kalinga Habitats in Bhubaneswar: see our six open positions and apply online with your resume.',
  eyebrow: 'Careers',
  intro:
    'We are always looking for people who care about doing things properly. Build your career with {company} and help families across Bhubaneswar find their home.',
  positions: {
    eyebrow: 'Open positions',
    title: 'Find your role',
    intro:
      'All positions are full-time at our Bhubaneswar office. Choose a role to see the details and apply.',
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'Why work with us',
    intro:
      'A friendly, local team, real responsibility from your first day and the support to grow. Here is what every member of our team gets.',
    items: [
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
    ],
  },
  questions: {
    title: 'Don’t see the right role?',
    text: 'Tell us about yourself and the work you would love to do. We keep every good introduction on file.',
    contact: 'Contact Us',
  },
  /** Every position's place and kind, as a card and the dialog show them. */
  location: 'Bhubaneswar',
  fullTime: 'Full-Time',
  /** The positions as the page shows them; the same English is what the backend stores (features/careers/jobs.ts). */
  jobs: {
    digitalMarketing: {
      role: 'Digital Marketing Associate',
      description:
        'Plan and run our social media, search and property-portal campaigns, write posts and listings that bring in genuine enquiries, and report on what works each month. One year of digital marketing experience is preferred.',
    },
    marketingManager: {
      role: 'Marketing Manager',
      description:
        'Lead the marketing of our residential projects and plotted developments: launch plans, brochures, site events and channel partner programmes, with a small team and a clear budget. Five years of real-estate or consumer marketing experience.',
    },
    businessDevelopment: {
      role: 'Business Development Executive',
      description:
        'Meet buyers and investors, run site visits, follow up enquiries and close bookings for flats, duplex homes and plots. Good communication in Odia, Hindi and English and a two-wheeler are needed.',
    },
    telecaller: {
      role: 'Telecaller',
      description:
        'Call back website and walk-in enquiries, explain our projects clearly, book site visits for the sales team and keep the customer records up to date. Freshers with a pleasant voice and good Odia and Hindi are welcome.',
    },
    hrGeneralist: {
      role: 'HR Generalist',
      description:
        'Handle hiring, onboarding, attendance, payroll inputs and employee welfare for our office and site staff, and keep our policies and statutory records in order. Two years of HR experience preferred.',
    },
    projectCoordinator: {
      role: 'Project Coordinator',
      description:
        'Track construction schedules, coordinate contractors, architects and approval agencies, and keep site progress reports and buyer updates on time. A civil engineering diploma or degree is required.',
    },
  },
  card: {
    apply: 'Apply Now',
    applyFor: 'Apply Now for {role}',
    /** The copy button's label as it goes: before, after a copy, after a failed one. */
    copy: { idle: 'Copy link', copied: 'Link copied', failed: 'Copy failed' },
    /** After the copy button's label, for screen readers. */
    copyFor: 'for {role}',
    copied: '{label} for {role}',
  },
  dialog: {
    close: 'Close application form',
    role: 'Role',
    location: 'Location',
    type: 'Job Type',
    description: 'Job Description',
  },
  form: {
    heading: 'Apply for the Position',
    legend: 'Your details',
    phonePlaceholder: '10-digit mobile number',
    coverLetter: 'Cover Letter (optional)',
    coverLetterPlaceholder: 'Tell us briefly why you would like this role',
    cancel: 'Cancel',
    sending: 'Loading...',
    submit: 'Submit Application',
    /** After an application that could not be confirmed. */
    sendAgain: 'Send Again',
  },
  /** The form's alerts, above its fields. */
  errors: {
    required: 'Please fill in all the required fields and upload your resume.',
    correctFields: 'Please correct the highlighted fields.',
    /** {reason} is the server's own words, or one of the reasons below. */
    notSent: 'Your application could not be submitted: {reason}',
    unconfirmed:
      'We could not confirm that your application arrived: the server did not answer after it was sent. Sending it again may send it twice, so press Send Again only if you want to.',
    /** A page in another language says this where English gives the upload's own reason. */
    uploadFailed: '"{file}" could not be uploaded. Please check your connection and try again.',
    network: 'Could not reach the server. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    fallback: 'Something went wrong. Please try again.',
  },
  resume: {
    label: 'Resume',
    hint: '.jpg, .jpeg, .png, .pdf up to {megabytes} MB',
    wrongType: '"{file}" must be a .jpg, .jpeg, .png or .pdf file.',
    tooLarge: '"{file}" is larger than {megabytes} MB.',
  },
  success: {
    title: 'Application Submitted Successfully',
    text: 'Thank you for applying for the {role} position. Our HR team will review your resume and contact you by phone or email.',
    close: 'Close',
    closeLabel: 'Close message',
  },
} as const;
