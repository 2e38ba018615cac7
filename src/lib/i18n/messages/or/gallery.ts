import type { Messages } from '../../catalogue';

export default {
  title: 'ଫଟୋ ଗ୍ୟାଲେରି',
  description: 'ଭୁବନେଶ୍ୱର ଆଖପାଖରେ Kalinga Habitatsର ଅଟ୍ଟାଳିକା, ଘର ଓ ସାଇଟର ଫଟୋ।',
  eyebrow: 'ଆମ କାମ',
  intro:
    'ଭୁବନେଶ୍ୱର, କଟକ ଓ ପୁରୀରେ ଆମ ପ୍ରକଳ୍ପର ଘର, ଭିତର ସଜ୍ଜା ଓ ପ୍ଲଟ। ବଡ଼ କରି ଦେଖିବା କିମ୍ବା ଡାଉନଲୋଡ କରିବା ପାଇଁ ଯେକୌଣସି ଛବି ବାଛନ୍ତୁ।',
  imagesLabel: 'ଗ୍ୟାଲେରିର ଛବି',
  loadingLabel: 'ଗ୍ୟାଲେରି ଲୋଡ ହେଉଛି',
  loading: 'ଲୋଡ ହେଉଛି ..',
  failed: 'ଗ୍ୟାଲେରି ଲୋଡ ହୋଇପାରିଲା ନାହିଁ।',
  retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
  empty: 'କୌଣସି ଛବି ମିଳିଲା ନାହିଁ।',
  untitled: 'ନାମହୀନ ଛବି',
  view: 'ଦେଖନ୍ତୁ',
  download: 'ଡାଉନଲୋଡ କରନ୍ତୁ',
  downloading: 'ଡାଉନଲୋଡ ହେଉଛି...',
  close: 'ବନ୍ଦ କରନ୍ତୁ',
  downloadFailed: 'ଛବିଟି ଡାଉନଲୋଡ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  downloadTimedOut: 'ଛବିଟି ଡାଉନଲୋଡ ହୋଇପାରିଲା ନାହିଁ: ଫାଇଲ ସର୍ଭର {time} ମଧ୍ୟରେ ଉତ୍ତର ଦେଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  seconds: { one: '{count} ସେକେଣ୍ଡ', other: '{count} ସେକେଣ୍ଡ' },
} satisfies Messages<'gallery'>;
