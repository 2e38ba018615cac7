import type { Messages } from '../../catalogue';

export default {
  building: {
    untitled: 'ନାମହୀନ ବିଲ୍ଡିଂ',
    anotherView: '{name}, ଅନ୍ୟ ଏକ ଦୃଶ୍ୟ',
    callForPrice: 'ଦର ପାଇଁ କଲ୍ କରନ୍ତୁ',
    types: { residential: 'ଆବାସିକ', commercial: 'ବାଣିଜ୍ୟିକ', both: 'ଆବାସିକ ଓ ବାଣିଜ୍ୟିକ' },
  },
  land: {
    untitled: 'ନାମହୀନ ଜମି',
    sold: 'ବିକ୍ରି ହୋଇସାରିଛି',
    area: 'କ୍ଷେତ୍ରଫଳ: ',
    acres: { one: '{count} ଏକର', other: '{count} ଏକର' },
    sellingPrice: 'ବିକ୍ରି ଦର',
    priceOnRequest: 'ଦର ପଚାରି ଜାଣନ୍ତୁ',
    perSqFtSpoken: ' ପ୍ରତି ବର୍ଗଫୁଟ',
    types: {
      agricultural: 'କୃଷି',
      residential: 'ଆବାସିକ',
      commercial: 'ବାଣିଜ୍ୟିକ',
      industrial: 'ଶିଳ୍ପ',
    },
    statuses: { available: 'ଉପଲବ୍ଧ', 'under contract': 'ଚୁକ୍ତି ପ୍ରକ୍ରିୟାରେ', sold: 'ବିକ୍ରି ହୋଇସାରିଛି' },
  },
  project: {
    untitled: 'ନାମହୀନ ପ୍ରକଳ୍ପ',
    statuses: { ongoing: 'ନିର୍ମାଣ ଚାଲିଛି', completed: 'ସମ୍ପୂର୍ଣ୍ଣ', upcoming: 'ଆଗାମୀ' },
    types: {
      land: 'ଜମି',
      duplex: 'ଡୁପ୍ଲେକ୍ସ',
      triplex: 'ଟ୍ରିପ୍ଲେକ୍ସ',
      simplex: 'ସିମ୍ପ୍ଲେକ୍ସ',
      '4+s': 'ଷ୍ଟିଲ୍ଟ ସହ 4 ମହଲା',
    },
    priceTypes: { 'on request': 'ପଚାରି ଜାଣନ୍ତୁ', 'call for price': 'ଦର ପାଇଁ କଲ୍ କରନ୍ତୁ', 'fixed price': 'ସ୍ଥିର ଦର' },
    parking: { yes: 'ଉପଲବ୍ଧ', no: 'ଉପଲବ୍ଧ ନାହିଁ' },
    card: {
      type: 'ପ୍ରକାର',
      parking: 'ପାର୍କିଂ',
      price: 'ଦର',
      completion: 'ସମ୍ପୂର୍ଣ୍ଣ ହେବା ବର୍ଷ',
      amenity: 'ସୁବିଧା: ',
      view: 'ପ୍ରକଳ୍ପ ଦେଖନ୍ତୁ',
      photo: '{name}, {total}ଟି ଫଟୋରୁ {index} ନମ୍ବର',
      play: '{name}ର ଫଟୋ ଚଳାନ୍ତୁ',
      pause: '{name}ର ଫଟୋ ରୋକନ୍ତୁ',
    },
  },
  blog: { untitled: 'ଶୀର୍ଷକହୀନ ବ୍ଲଗ୍' },
  shortlist: 'ପସନ୍ଦ ତାଲିକା',
  shortlistFull: {
    text: 'ଆପଣଙ୍କ ପସନ୍ଦ ତାଲିକାରେ ସର୍ବାଧିକ {max}ଟି ସମ୍ପତ୍ତି ରହିପାରିବ: ଏହାକୁ ରଖିବାକୁ {list}ରୁ ଗୋଟିଏ ହଟାନ୍ତୁ।',
    list: 'ପସନ୍ଦ ତାଲିକା',
  },
  compare: 'ତୁଳନା କରନ୍ତୁ',
  noData: 'କୌଣସି ତଥ୍ୟ ମିଳିଲା ନାହିଁ।',
  retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
  errors: {
    fallback: 'କିଛି ଭୁଲ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    network: 'ସର୍ଭର ସହ ସଂଯୋଗ ହୋଇପାରିଲା ନାହିଁ। ଆପଣଙ୍କ ଇଣ୍ଟରନେଟ୍ ସଂଯୋଗ ଯାଞ୍ଚ କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    timeout: 'ସର୍ଭର ଉତ୍ତର ଦେବାକୁ ବହୁତ ସମୟ ନେଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  },
  recentlyViewed: {
    eyebrow: 'ଯେଉଁଠି ଛାଡ଼ିଥିଲେ, ସେଠାରୁ ଆଗକୁ ବଢ଼ନ୍ତୁ',
    title: 'ସଦ୍ୟ ଦେଖିଥିବା ସମ୍ପତ୍ତି',
    clear: 'ସଫା କରନ୍ତୁ',
    clearWhat: '(ସଦ୍ୟ ଦେଖିଥିବା ତାଲିକା)',
    cleared: 'ସଦ୍ୟ ଦେଖିଥିବା ତାଲିକା ସଫା ହୋଇଗଲା।',
    kinds: { building: 'ବିଲ୍ଡିଂ', land: 'ଜମି', project: 'ପ୍ରକଳ୍ପ' },
    keptInBrowser:
      'ଆପଣଙ୍କ ପସନ୍ଦ ତାଲିକା, ଆପଣ ତୁଳନା କରୁଥିବା ସମ୍ପତ୍ତି ଓ ସଦ୍ୟ ଦେଖିଥିବା ସମ୍ପତ୍ତି କେବଳ ଏହି ଡିଭାଇସର ଏହି ବ୍ରାଉଜରରେ ରହେ। ଏସବୁ ଆମ ପାଖକୁ ପଠାଯାଏ ନାହିଁ; ଏହି ସାଇଟର ତଥ୍ୟ ସଫା କଲେ ଏସବୁ ହଟିଯିବ।',
  },
} satisfies Messages<'listings'>;
