import type { Messages } from '../../catalogue';

export default {
  amount: 'लोन की राशि',
  amountExample: 'जैसे {example}',
  rate: 'ब्याज दर (% सालाना)',
  rateSlider: 'ब्याज दर स्लाइडर',
  years: 'अवधि (साल)',
  yearsSlider: 'अवधि स्लाइडर',
  monthly: 'मासिक किस्त (ईएमआई)',
  totalInterest: 'कुल ब्याज',
  totalPayment: 'कुल भुगतान',
  principal: 'मूलधन',
  interest: 'ब्याज',
  enterAmount: 'अपनी मासिक किस्त देखने के लिए लोन की राशि लिखें।',
  correctFigures: 'अपनी मासिक किस्त देखने के लिए चिह्नित आँकड़े ठीक करें।',
  estimate: 'घटते बकाया पर एक अनुमान, पूरे रुपये में। असली किस्त आपके बैंक की ब्याज दर, शुल्क और शर्तों से तय होती है।',
  problems: {
    amount: 'लोन की राशि अंकों में लिखें, 0 से ज़्यादा और {max} तक।',
    rate: '{min} से {max} % सालाना के बीच ब्याज दर लिखें।',
    years: '{min} से {max} पूरे साल के बीच अवधि लिखें।',
  },
} satisfies Messages<'loans'>;
