import type { Messages } from '../../catalogue';

export default {
  trail: { blog: 'ब्लॉग', projects: 'प्रोजेक्ट', properties: 'प्रॉपर्टी' },
  map: {
    title: '{name} के आसपास के इलाक़े का नक्शा',
    approximate: 'अनुमानित लोकेशन:',
    directions: 'रास्ता देखें',
  },
  share: {
    button: 'शेयर करें',
    menu: '{title} शेयर करें',
    newTab: '(नए टैब में खुलेगा)',
    email: 'ईमेल',
    copy: { idle: 'लिंक कॉपी करें', copied: 'लिंक कॉपी हो गया', failed: 'कॉपी नहीं हो सका' },
    listing: '{place} में {name}, {company} की ओर से।',
    listingNoPlace: '{name}, {company} की ओर से।',
  },
  brochure: 'ब्रोशर डाउनलोड करें',
  gallery: {
    thumbnails: 'छोटी तस्वीरें',
    photo: {
      numbered: '{name}, {total} में से फ़ोटो {number}',
      previous: 'पिछली फ़ोटो',
      next: 'अगली फ़ोटो',
      show: '{total} में से फ़ोटो {number} देखें',
    },
    image: {
      numbered: '{name}, {total} में से तस्वीर {number}',
      previous: 'पिछली तस्वीर',
      next: 'अगली तस्वीर',
      show: '{total} में से तस्वीर {number} देखें',
    },
  },
  facts: { status: 'स्थिति', location: 'लोकेशन', price: 'क़ीमत', notGiven: 'उपलब्ध नहीं' },
} satisfies Messages<'record'>;
