import type { Messages } from '../../catalogue';

export default {
  description: 'ଭୁବନେଶ୍ୱର ଆଖପାଖରେ ଘର ଓ ଜମି କିଣୁଥିବା ଲୋକଙ୍କ ପାଇଁ Kalinga Habitats ବ୍ଲଗର ଏକ ଲେଖା।',
  postDescription: '{title}: Kalinga Habitats ବ୍ଲଗର ଏକ ଲେଖା, ଇଂରାଜୀରେ ଲେଖାଯାଇଛି।',
  untitled: 'ବ୍ଲଗ୍',
  notFound: {
    title: 'ଲେଖାଟି ମିଳିଲା ନାହିଁ',
    message: 'ଏହି ଲେଖାଟି ହୁଏତ ହଟାଯାଇଛି, କିମ୍ବା ଲିଙ୍କଟି ସମ୍ପୂର୍ଣ୍ଣ ନୁହେଁ।',
  },
  loading: 'ଲେଖାଟି ଲୋଡ୍ ହେଉଛି',
  postsIn: '{category} ବିଷୟରେ ଲେଖା',
  noText: 'ଏହି ଲେଖାରେ ଏଯାଏଁ କିଛି ଲେଖା ନାହିଁ।',
  back: 'ବ୍ଲଗକୁ ଫେରନ୍ତୁ',
  moreIn: '{category} ବିଷୟରେ ଆହୁରି ଲେଖା',
  allIn: '{category} ବିଷୟରେ ସବୁ ଲେଖା',
} satisfies Messages<'post'>;
