import type { Messages } from '../../catalogue';

export default {
  chatMessage: 'ନମସ୍କାର {company}, ମୁଁ {subject} ବିଷୟରେ ଜାଣିବାକୁ ଆଗ୍ରହୀ: {url}',
  skipToContent: 'ମୁଖ୍ୟ ବିଷୟକୁ ଯାଆନ୍ତୁ',
  mainNavigation: 'ମୁଖ୍ୟ',
  mobileNavigation: 'ମୋବାଇଲ୍',
  nav: {
    home: 'ମୂଳ ପୃଷ୍ଠା',
    about: 'ଆମ ବିଷୟରେ',
    properties: 'ସମ୍ପତ୍ତି',
    projects: 'ପ୍ରକଳ୍ପ',
    blog: 'ବ୍ଲଗ୍',
    career: 'ଚାକିରି',
    testimonials: 'ଗ୍ରାହକଙ୍କ କଥା',
    contacts: 'ଯୋଗାଯୋଗ',
  },
  breadcrumb: 'ଆପଣ କେଉଁଠି ଅଛନ୍ତି',
  homeLink: '{company}, ମୂଳ ପୃଷ୍ଠା',
  shortlist: 'ପସନ୍ଦ ତାଲିକା',
  shortlistCount: { one: 'ପସନ୍ଦ ତାଲିକା, {count}ଟି ସମ୍ପତ୍ତି', other: 'ପସନ୍ଦ ତାଲିକା, {count}ଟି ସମ୍ପତ୍ତି' },
  login: 'ଲଗଇନ୍',
  openMenu: 'ମେନୁ ଖୋଲନ୍ତୁ',
  menu: 'ମେନୁ',
  close: 'ବନ୍ଦ କରନ୍ତୁ',
} satisfies Messages<'shell'>;
