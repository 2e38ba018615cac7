import type { Messages } from '../../catalogue';

export default {
  description: 'ଭୁବନେଶ୍ୱର ଆଖପାଖରେ Kalinga Habitatsର ଏକ ଆବାସିକ ପ୍ରକଳ୍ପ।',
  untitled: 'ପ୍ରକଳ୍ପ',
  notFound: {
    title: 'ପ୍ରକଳ୍ପଟି ମିଳିଲା ନାହିଁ',
    message: 'ଏହି ପ୍ରକଳ୍ପଟି ହୁଏତ ହଟାଯାଇଛି, କିମ୍ବା ଲିଙ୍କଟି ସମ୍ପୂର୍ଣ୍ଣ ନୁହେଁ।',
    back: 'ପ୍ରକଳ୍ପ ତାଲିକାକୁ ଫେରନ୍ତୁ',
  },
  loading: 'ପ୍ରକଳ୍ପର ବିବରଣୀ ଲୋଡ୍ ହେଉଛି',
  facts: {
    label: 'ପ୍ରକଳ୍ପର ମୁଖ୍ୟ ତଥ୍ୟ',
    type: 'ପ୍ରକଳ୍ପର ପ୍ରକାର',
    year: 'ସମ୍ପୂର୍ଣ୍ଣ ହେବା ବର୍ଷ',
    parking: 'ପାର୍କିଂ ସୁବିଧା',
    priceType: 'ଦରର ପ୍ରକାର',
  },
  about: { title: 'ଏହି ପ୍ରକଳ୍ପ ବିଷୟରେ', empty: 'ଏହି ପ୍ରକଳ୍ପର ବିବରଣୀ ପାଇଁ ଆମକୁ ପଚାରନ୍ତୁ।' },
  amenities: { title: 'ସୁବିଧା', empty: 'ଏଯାଏଁ କୌଣସି ସୁବିଧା ତାଲିକାଭୁକ୍ତ ହୋଇନାହିଁ।' },
  gallery: { label: '{name}ର ଫଟୋ', empty: 'କୌଣସି ଫଟୋ ଉପଲବ୍ଧ ନାହିଁ' },
  ask: 'ଏହି ପ୍ରକଳ୍ପ ବିଷୟରେ ପଚାରନ୍ତୁ',
  call: '{phone}ରେ କଲ୍ କରନ୍ତୁ',
  summary: {
    typed: '{name}: {place}ରେ Kalinga Habitatsର ଏକ {type} ପ୍ରକଳ୍ପ।',
    untyped: '{name}: {place}ରେ Kalinga Habitatsର ଏକ ପ୍ରକଳ୍ପ।',
    place: 'ଭୁବନେଶ୍ୱର',
    completed: '{year}ରେ {status}।',
    due: '{status}, {year}ସୁଦ୍ଧା ସମ୍ପୂର୍ଣ୍ଣ ହେବ।',
    undated: '{status}।',
  },
} satisfies Messages<'project'>;
