import type { Messages } from '../../catalogue';

export default {
  name: 'नाम',
  email: 'ईमेल',
  phone: 'फ़ोन',
  phonePlaceholder: '10 अंकों का फ़ोन नंबर',
  message: 'संदेश',
  pleaseWait: 'कृपया प्रतीक्षा करें…',
  honeypot: 'वेबसाइट',
  leaveForm: {
    title: 'यह फ़ॉर्म छोड़ें?',
    message: 'आपने जो भरा है, वह अभी भेजा नहीं गया है। फ़ॉर्म छोड़ने पर वह मिट जाएगा। छोड़ना है?',
    leave: 'छोड़ें',
    stay: 'रुकें',
    close: 'बंद करें',
  },
  errors: {
    phoneRequired: 'फ़ोन नंबर ज़रूरी है',
    phoneInvalid: 'फ़ोन नंबर सही नहीं है, इसमें {digits} अंक होने चाहिए',
    emailRequired: 'ईमेल ज़रूरी है',
    emailInvalid: 'ईमेल का पता सही नहीं है',
    nameRequired: 'नाम ज़रूरी है',
    blankField: 'कृपया यह खाना भरें।',
  },
  months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
  shortMonths: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
} satisfies Messages<'forms'>;
