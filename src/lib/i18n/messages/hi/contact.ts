import type { Messages } from '../../catalogue';

export default {
  title: 'संपर्क करें',
  description:
    'भुवनेश्वर के नयापल्ली में {company} के दफ़्तर में कॉल करें, ईमेल करें या मिलने आएँ, या हमें संदेश भेजें, हमारी टीम आपको वापस कॉल करेगी।',
  eyebrow: 'हमें आपसे बात करके ख़ुशी होगी',
  intro: 'किसी प्रॉपर्टी, साइट विज़िट या अपनी ज़मीन बेचने के बारे में कुछ पूछना है? कॉल करें, लिखें या भुवनेश्वर में हमारे दफ़्तर आएँ।',
  reach: 'हमसे संपर्क करें',
  email: 'ईमेल',
  phone: 'फ़ोन',
  office: 'दफ़्तर',
  map: '{company} के दफ़्तर का नक्शा',
  openMap: 'नक्शा खोलें',
  newTab: ' (नए टैब में खुलेगा)',
  form: {
    title: 'हमें लिखें',
    intro: 'सभी खाने भरना ज़रूरी है। हम आम तौर पर एक कामकाजी दिन के भीतर जवाब देते हैं।',
    propertyType: 'प्रॉपर्टी का प्रकार',
    choosePropertyType: 'प्रॉपर्टी का प्रकार चुनें',
    propertyTypes: { residential: 'आवासीय', commercial: 'कमर्शियल', land: 'ज़मीन' },
    messagePlaceholder: 'बताइए, आप कैसी प्रॉपर्टी ढूँढ रहे हैं',
    send: 'संदेश भेजें',
    errors: {
      propertyTypeRequired: 'कृपया प्रॉपर्टी का प्रकार चुनें',
      messageRequired: 'कृपया संदेश लिखें',
    },
    subject: 'संपर्क फ़ॉर्म: {type} प्रॉपर्टी',
    anyType: 'कोई भी',
  },
} satisfies Messages<'contact'>;
