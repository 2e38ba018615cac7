import type { Messages } from '../../catalogue';

export default {
  trail: { blog: 'ବ୍ଲଗ୍', projects: 'ପ୍ରକଳ୍ପ', properties: 'ସମ୍ପତ୍ତି' },
  map: {
    title: '{name} ଆଖପାଖ ଅଞ୍ଚଳର ମାନଚିତ୍ର',
    approximate: 'ଆନୁମାନିକ ଅବସ୍ଥାନ:',
    directions: 'ରାସ୍ତା ଦେଖନ୍ତୁ',
  },
  share: {
    button: 'ସେୟାର କରନ୍ତୁ',
    menu: '{title} ସେୟାର କରନ୍ତୁ',
    newTab: '(ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)',
    email: 'ଇମେଲ୍',
    copy: { idle: 'ଲିଙ୍କ କପି କରନ୍ତୁ', copied: 'ଲିଙ୍କ କପି ହୋଇଗଲା', failed: 'କପି ହୋଇପାରିଲା ନାହିଁ' },
    listing: '{place}ରେ {name}, {company} ଦ୍ୱାରା।',
    listingNoPlace: '{name}, {company} ଦ୍ୱାରା।',
  },
  brochure: 'ବ୍ରୋସର ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
  gallery: {
    thumbnails: 'ଛୋଟ ଛବି',
    photo: {
      numbered: '{name}, {total}ଟି ଫଟୋ ମଧ୍ୟରୁ {number} ନମ୍ବର',
      previous: 'ପୂର୍ବ ଫଟୋ',
      next: 'ପରବର୍ତ୍ତୀ ଫଟୋ',
      show: '{total}ଟି ମଧ୍ୟରୁ {number} ନମ୍ବର ଫଟୋ ଦେଖନ୍ତୁ',
    },
    image: {
      numbered: '{name}, {total}ଟି ଛବି ମଧ୍ୟରୁ {number} ନମ୍ବର',
      previous: 'ପୂର୍ବ ଛବି',
      next: 'ପରବର୍ତ୍ତୀ ଛବି',
      show: '{total}ଟି ମଧ୍ୟରୁ {number} ନମ୍ବର ଛବି ଦେଖନ୍ତୁ',
    },
  },
  facts: { status: 'ସ୍ଥିତି', location: 'ଅବସ୍ଥାନ', price: 'ଦର', notGiven: 'ଉପଲବ୍ଧ ନାହିଁ' },
} satisfies Messages<'record'>;
