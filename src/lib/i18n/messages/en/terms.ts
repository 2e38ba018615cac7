/**
 * The terms and conditions (/term-and-conditions): the company's own legal text, each section's
 * paragraphs in order ({company}, {email} and the statement's {date} filled in by the page).
 */
export default {
  title: 'Terms and Conditions',
  description: 'The terms that apply when you use the Kalinga Habitats website and our services.',
  eyebrow: 'Legal',
  dated: 'Privacy statement dated {date}.',
  contents: 'On this page',
  sections: {
    privacyStatement: {
      title: 'Privacy Statement',
      paragraphs: [
        'This privacy statement was last updated in {date}. It explains how {company} ("we", "us") collects and uses the information you give us when you browse this website, send an enquiry or apply for a job.',
      ],
      /** Followed by a paragraph linking the privacy notice, its link's words in {notice}. */
      notice:
        'These terms govern the use of this website. How we handle the details you send us is set out in our {notice}.',
      noticeLink: 'Privacy Notice',
    },
    copyright: {
      title: 'Copyright Policy',
      paragraphs: [
        'All text, photographs, floor plans, drawings, logos and designs on this website belong to {company} or are used with the permission of their owners, and are protected by the Copyright Act, 1957.',
        'You may view and print pages for your own personal, non-commercial use. You may not copy, republish, sell or change any content without our written permission.',
        'Images of projects are artistic impressions; the finished buildings, amenities and landscaping may differ.',
      ],
    },
    confidentiality: {
      title: 'Confidentiality',
      paragraphs: [
        'Everything you share with us about your budget, finances, documents or property is treated as confidential. It is seen only by the staff and advisers who need it to serve you.',
        'Our employees, channel partners and legal advisers are bound by confidentiality agreements, and we expect the same discretion about prices and offers we share with you individually.',
      ],
    },
    privacyPolicy: {
      title: 'Privacy Policy',
      paragraphs: [
        'We collect the name, email address, phone number and message you type into our enquiry, contact and job application forms, and the resume you upload when you apply for a position.',
        'We use these details only to answer your enquiry, arrange site visits, process your booking or consider your application. We do not sell or rent your personal information to anyone.',
        'Our website uses only the storage it needs to work. We keep enquiry details for as long as they are useful to serve you, and job applications for up to twelve months.',
        'You may ask to see, correct or delete the information we hold about you at any time by writing to {email}.',
      ],
    },
    disclosure: {
      title: 'Disclosure of Information',
      paragraphs: [
        'We share your details only with partners who help complete your purchase, such as the bank handling your home loan or the registration office, and only with your consent.',
        'We may disclose information when the law requires it, for example to the Real Estate Regulatory Authority, tax authorities or a court, or to protect the rights and safety of our customers and staff.',
        'If you have a question or a complaint about how your information is used, please write to us and we will reply within seven working days.',
      ],
    },
  },
  questions: 'Questions about these terms? Write to {email}.',
} as const;
