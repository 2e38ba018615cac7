import type { Messages } from '../../catalogue';

export default {
  amount: 'ଋଣ ରାଶି',
  amountExample: 'ଯେପରି {example}',
  rate: 'ସୁଧ ହାର (ବର୍ଷକୁ %)',
  rateSlider: 'ସୁଧ ହାର ସ୍ଲାଇଡର',
  years: 'ଅବଧି (ବର୍ଷ)',
  yearsSlider: 'ଅବଧି ସ୍ଲାଇଡର',
  monthly: 'ମାସିକ କିସ୍ତି (ଇଏମଆଇ)',
  totalInterest: 'ମୋଟ ସୁଧ',
  totalPayment: 'ମୋଟ ପରିଶୋଧ',
  principal: 'ମୂଳ ଋଣ',
  interest: 'ସୁଧ',
  enterAmount: 'ମାସିକ କିସ୍ତି ଦେଖିବାକୁ ଋଣ ରାଶି ଲେଖନ୍ତୁ।',
  correctFigures: 'ମାସିକ କିସ୍ତି ଦେଖିବାକୁ ଚିହ୍ନିତ ସଂଖ୍ୟାଗୁଡ଼ିକ ସୁଧାରନ୍ତୁ।',
  estimate:
    'ହ୍ରାସମାନ ବାକି ଉପରେ ଏକ ଆନୁମାନିକ ହିସାବ, ପୂରା ଟଙ୍କାକୁ ଗୋଲ କରାଯାଇଛି। ପ୍ରକୃତ କିସ୍ତି ଆପଣଙ୍କ ବ୍ୟାଙ୍କର ସୁଧ ହାର, ଶୁଳ୍କ ଓ ସର୍ତ୍ତ ଉପରେ ନିର୍ଭର କରେ।',
  problems: {
    amount: 'ଋଣ ରାଶି ଅଙ୍କରେ ଲେଖନ୍ତୁ, 0ରୁ ଅଧିକ ଓ {max} ପର୍ଯ୍ୟନ୍ତ।',
    rate: 'ବର୍ଷକୁ {min}ରୁ {max} % ମଧ୍ୟରେ ସୁଧ ହାର ଲେଖନ୍ତୁ।',
    years: '{min}ରୁ {max} ପୂରା ବର୍ଷ ମଧ୍ୟରେ ଅବଧି ଲେଖନ୍ତୁ।',
  },
} satisfies Messages<'loans'>;
