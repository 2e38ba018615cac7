import type { Messages } from '../../catalogue';

export default {
  chatMessage: 'नमस्ते {company}, मुझे {subject} में दिलचस्पी है: {url}',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  mainNavigation: 'मुख्य',
  mobileNavigation: 'मोबाइल',
  nav: {
    home: 'होम',
    about: 'हमारे बारे में',
    properties: 'प्रॉपर्टी',
    projects: 'प्रोजेक्ट',
    blog: 'ब्लॉग',
    career: 'करियर',
    testimonials: 'ग्राहकों की राय',
    contacts: 'संपर्क',
  },
  breadcrumb: 'आप कहाँ हैं',
  homeLink: '{company}, होम',
  shortlist: 'शॉर्टलिस्ट',
  shortlistCount: { one: 'शॉर्टलिस्ट, {count} प्रॉपर्टी', other: 'शॉर्टलिस्ट, {count} प्रॉपर्टी' },
  login: 'लॉग इन',
  openMenu: 'मेन्यू खोलें',
  menu: 'मेन्यू',
  close: 'बंद करें',
} satisfies Messages<'shell'>;
