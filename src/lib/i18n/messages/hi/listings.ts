import type { Messages } from '../../catalogue';

export default {
  building: {
    untitled: 'बिना नाम की बिल्डिंग',
    anotherView: '{name}, एक और नज़ारा',
    callForPrice: 'क़ीमत के लिए कॉल करें',
    types: { residential: 'आवासीय', commercial: 'कमर्शियल', both: 'आवासीय और कमर्शियल' },
  },
  land: {
    untitled: 'बिना नाम की ज़मीन',
    sold: 'बिक चुकी है',
    area: 'क्षेत्रफल: ',
    acres: { one: '{count} एकड़', other: '{count} एकड़' },
    sellingPrice: 'बिक्री मूल्य',
    priceOnRequest: 'क़ीमत पूछने पर',
    perSqFtSpoken: ' प्रति वर्ग फ़ुट',
    types: {
      agricultural: 'कृषि',
      residential: 'आवासीय',
      commercial: 'कमर्शियल',
      industrial: 'औद्योगिक',
    },
    statuses: { available: 'उपलब्ध', 'under contract': 'सौदा प्रक्रिया में', sold: 'बिक चुकी है' },
  },
  project: {
    untitled: 'बिना नाम का प्रोजेक्ट',
    statuses: { ongoing: 'निर्माणाधीन', completed: 'पूर्ण', upcoming: 'आगामी' },
    types: {
      land: 'ज़मीन',
      duplex: 'डुप्लेक्स',
      triplex: 'ट्रिप्लेक्स',
      simplex: 'सिम्प्लेक्स',
      '4+s': 'स्टिल्ट सहित 4 मंज़िल',
    },
    priceTypes: { 'on request': 'पूछने पर', 'call for price': 'क़ीमत के लिए कॉल करें', 'fixed price': 'तय क़ीमत' },
    parking: { yes: 'उपलब्ध', no: 'उपलब्ध नहीं' },
    card: {
      type: 'प्रकार',
      parking: 'पार्किंग',
      price: 'क़ीमत',
      completion: 'पूरा होने का वर्ष',
      amenity: 'सुविधा: ',
      view: 'प्रोजेक्ट देखें',
      photo: '{name}, {total} में से फ़ोटो {index}',
      play: '{name} की फ़ोटो चलाएँ',
      pause: '{name} की फ़ोटो रोकें',
    },
  },
  blog: { untitled: 'बिना शीर्षक का ब्लॉग' },
  shortlist: 'शॉर्टलिस्ट',
  shortlistFull: {
    text: 'आपकी शॉर्टलिस्ट में ज़्यादा से ज़्यादा {max} प्रॉपर्टी रह सकती हैं: इसे रखने के लिए {list} से एक हटाएँ।',
    list: 'शॉर्टलिस्ट',
  },
  compare: 'तुलना करें',
  noData: 'कोई जानकारी नहीं मिली।',
  retry: 'फिर से कोशिश करें',
  errors: {
    fallback: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    network: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    timeout: 'सर्वर ने जवाब देने में बहुत देर लगा दी। कृपया फिर से कोशिश करें।',
  },
  recentlyViewed: {
    eyebrow: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें',
    title: 'हाल में देखी गई प्रॉपर्टी',
    clear: 'साफ़ करें',
    clearWhat: '(हाल में देखी गई सूची)',
    cleared: 'हाल में देखी गई सूची साफ़ कर दी गई।',
    kinds: { building: 'बिल्डिंग', land: 'ज़मीन', project: 'प्रोजेक्ट' },
    keptInBrowser:
      'आपकी शॉर्टलिस्ट, जिन प्रॉपर्टी की आप तुलना कर रहे हैं और हाल में देखी गई प्रॉपर्टी सिर्फ़ इसी डिवाइस के इसी ब्राउज़र में रहती हैं। ये हमें नहीं भेजी जातीं; इस साइट का डेटा मिटाने पर ये भी हट जाएँगी।',
  },
} satisfies Messages<'listings'>;
