import type { Messages } from '../../catalogue';

export default {
  eyebrow: 'ସମ୍ପତ୍ତି ବିବରଣୀ ପୁସ୍ତିକା',
  toolbar: 'ବିବରଣୀ ପୁସ୍ତିକା',
  back: 'ସମ୍ପତ୍ତି ପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ',
  print: 'ପ୍ରିଣ୍ଟ କରନ୍ତୁ କିମ୍ବା PDF ଭାବେ ରଖନ୍ତୁ',
  saveHint: 'ଏକ କପି ରଖିବାକୁ ପ୍ରିଣ୍ଟର ସ୍ଥାନରେ PDF ଭାବେ ସେଭ୍ କରିବା ବିକଳ୍ପ ବାଛନ୍ତୁ।',
  loading: 'ବିବରଣୀ ପୁସ୍ତିକା ଖୋଲୁଛି',
  keyFacts: 'ମୁଖ୍ୟ ତଥ୍ୟ',
  plan: 'ନକ୍ସା',
  talkTo: '{company} ସହ କଥା ହୁଅନ୍ତୁ',
  scan: 'ଏହି ସମ୍ପତ୍ତି ଅନଲାଇନରେ ଦେଖିବାକୁ ସ୍କାନ୍ କରନ୍ତୁ',
  scanText: '{host}ରେ ଫଟୋ, ମାନଚିତ୍ର ଓ ଶୀଘ୍ର ପଚାରିବାର ସୁବିଧା',
  qr: 'QR କୋଡ୍: {url} ଖୋଲେ',
  photo: '{name}, ଫଟୋ {number}',
  title: '{name}: ବିବରଣୀ ପୁସ୍ତିକା',
  description: '{name}ର ପ୍ରିଣ୍ଟ ଯୋଗ୍ୟ ବିବରଣୀ ପୁସ୍ତିକା: ଫଟୋ, ତଥ୍ୟ ଓ ଆମ ସହ ଯୋଗାଯୋଗର ଉପାୟ।',
  untitled: {
    building: 'ସମ୍ପତ୍ତି ବିବରଣୀ ପୁସ୍ତିକା',
    land: 'ଜମି ବିବରଣୀ ପୁସ୍ତିକା',
    project: 'ପ୍ରକଳ୍ପ ବିବରଣୀ ପୁସ୍ତିକା',
  },
  untitledDescription: 'Kalinga Habitatsର ଏକ ସମ୍ପତ୍ତିର ପ୍ରିଣ୍ଟ ଯୋଗ୍ୟ ବିବରଣୀ ପୁସ୍ତିକା।',
  building: { typed: '{type} ବିଲ୍ଡିଂ', untyped: 'ବିଲ୍ଡିଂ', plan: '{name}ର ନକ୍ସା', units: 'ୟୁନିଟ୍ ପ୍ରକାର' },
  amenities: 'ସୁବିଧା',
  land: { typed: '{type} ଜମି', untyped: 'ଜମି' },
  project: { typed: '{type} ପ୍ରକଳ୍ପ', untyped: 'ପ୍ରକଳ୍ପ' },
} satisfies Messages<'brochure'>;
