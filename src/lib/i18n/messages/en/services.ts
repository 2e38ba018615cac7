/** The four service pages (Discover Properties, Selling, Investment, Plot Sale Support) and what they share. */
export default {
  eyebrow: 'Our Services',
  howWeHelp: 'How we help',
  howItWorks: 'How it works',
  speakToAdviser: 'Speak to an adviser today',
  sendMessage: 'Send us a message',
  relatedEyebrow: 'Explore more',
  relatedTitle: 'Related Services',
  relatedIntro: 'More ways our team can help you buy, sell or invest.',
  learnMore: 'Learn more',
  /** Each service's page; `summary` is also its line on the related-services cards. */
  services: {
    discover: {
      title: 'Discover Properties',
      summary: 'Find the flat, duplex or plot that fits your family, budget and commute.',
      intro: [
        'Bhubaneswar is growing in every direction, and the right address depends on where you work, where your children study and how you like to live. Our property advisers know each neighbourhood street by street, from the IT corridor of Patia and Chandrasekharpur to the quieter lanes of Khandagiri and the new plotted developments near Janla.',
        'Tell us what matters to you and we will shortlist homes and plots that fit, arrange site visits at times that suit you, and give you an honest comparison of prices, approvals and possession dates.',
      ],
      offerings: [
        {
          title: 'A shortlist made for you',
          text: 'Budget, size, location and possession date: we match your needs against our own projects and verified resale listings.',
        },
        {
          title: 'Guided site visits',
          text: 'Weekday or weekend, we pick you up and walk you through show flats, construction progress and the surrounding neighbourhood.',
        },
        {
          title: 'Approval checks',
          text: 'RERA numbers, BDA or BMC plan approvals and title documents are shown to you before you make any payment.',
        },
        {
          title: 'Home loan help',
          text: 'We work with leading banks and housing finance companies to get your loan sanctioned quickly and at a fair rate.',
        },
      ],
      steps: [
        { title: 'Tell us your needs', text: 'A short call or a visit to our Nayapalli office.' },
        { title: 'Visit your shortlist', text: 'See three to five matching homes or plots in person.' },
        {
          title: 'Book with confidence',
          text: 'We prepare the agreement and stay with you until registration.',
        },
      ],
    },
    selling: {
      title: 'Selling Service',
      summary: 'Sell your flat, house or land at the right price, without the hassle.',
      intro: [
        'Selling a property is about more than finding a buyer. The right price, clean paperwork and a smooth registration make the difference between a sale that drags on for months and one that closes in weeks.',
        'Our selling team values your property against recent sales in the area, presents it to our network of verified buyers and handles the negotiation and documents for you.',
      ],
      offerings: [
        {
          title: 'Free market valuation',
          text: 'A realistic asking price based on recent registrations, the condition of the property and demand in your locality.',
        },
        {
          title: 'Professional listing',
          text: 'Photographs, floor plans and a clear description, shown on our website and to buyers who are already looking.',
        },
        {
          title: 'Verified buyers only',
          text: 'We check a buyer’s intent and finances before a visit, so your time is not wasted and your home stays secure.',
        },
        {
          title: 'Paperwork handled',
          text: 'Sale agreement, no-objection certificates, loan closure and registration: our legal team prepares every step.',
        },
      ],
      steps: [
        { title: 'Valuation visit', text: 'We inspect the property and agree the asking price with you.' },
        { title: 'Marketing and visits', text: 'We list it, screen buyers and accompany every visit.' },
        { title: 'Closing the sale', text: 'We negotiate, draft the agreement and complete registration.' },
      ],
    },
    investment: {
      title: 'Investment Services',
      summary: 'Grow your wealth with land and rental property in a fast-growing capital.',
      intro: [
        'As the capital of Odisha and one of India’s first smart cities, Bhubaneswar has seen steady price growth along its new ring roads, the airport corridor and the Cuttack–Puri belt. Well-chosen land and rental property remain among the most dependable investments a family can make.',
        'Our investment advisers help you decide where and when to invest, compare expected rental yields and capital growth, and manage the property once you own it.',
      ],
      offerings: [
        {
          title: 'Growth-corridor research',
          text: 'Where roads, offices and institutions are coming next, and which locations are already priced in.',
        },
        {
          title: 'Rental yield planning',
          text: 'Expected rent, occupancy and maintenance costs for flats and commercial units, worked out before you buy.',
        },
        {
          title: 'Portfolio advice for NRIs',
          text: 'Remote buying, power of attorney, repatriation rules and tax questions answered by people who do this every week.',
        },
        {
          title: 'Property management',
          text: 'Tenant search, rent collection and upkeep, so your investment earns without demanding your time.',
        },
      ],
      steps: [
        { title: 'Set your goals', text: 'Income, growth or both, and over how many years.' },
        { title: 'Review opportunities', text: 'A short list of properties with the numbers behind each.' },
        { title: 'Invest and relax', text: 'We complete the purchase and can manage the property for you.' },
      ],
    },
    plotSale: {
      title: 'Plot Sale Support',
      summary: 'Buy or sell residential and agricultural plots with clear titles and fair terms.',
      intro: [
        'Land is the most rewarding and the most document-heavy property to deal in. Records of rights, conversion orders, demarcation and road access all need checking before a plot changes hands.',
        'Whether you are buying your first plot to build a home or selling family land, our team surveys the site, verifies every record and guides both parties through a clean, registered sale.',
      ],
      offerings: [
        {
          title: 'Title and record checks',
          text: 'We trace the record of rights, mutation and encumbrance history so there are no surprises after you pay.',
        },
        {
          title: 'Survey and demarcation',
          text: 'A licensed surveyor marks the boundaries and confirms the area and road access shown in the documents.',
        },
        {
          title: 'Land conversion help',
          text: 'Agricultural to residential conversion and the approvals you need before you build.',
        },
        {
          title: 'Fair pricing for sellers',
          text: 'We price your plot against recent sales nearby and bring it to buyers looking in that area.',
        },
      ],
      steps: [
        { title: 'Share the details', text: 'Location, area and the documents you have.' },
        { title: 'Site and record check', text: 'Our surveyor and legal team verify the land.' },
        { title: 'Registered sale', text: 'Agreement, payment and registration, handled end to end.' },
      ],
    },
  },
} as const;
