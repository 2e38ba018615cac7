import type { Messages } from '../../catalogue';

export default {
  form: {
    title: 'पूछताछ भेजें',
    listingTitle: 'दिलचस्पी है? पूछताछ भेजें',
    send: 'पूछताछ भेजें',
  },
  result: {
    sent: 'आपका विवरण हमें मिल गया है। हम जल्द ही आपसे संपर्क करेंगे!',
    failed: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
  visit: {
    choose: 'साइट विज़िट तय करें',
    date: 'पसंद की तारीख़',
    dateHint: 'कल से {days} दिन के भीतर कोई भी दिन ({first} से {last} तक)।',
    time: 'पसंद का समय',
    slots: { morning: 'सुबह', afternoon: 'दोपहर', evening: 'शाम' },
    clock: {
      morning: 'सुबह {time} बजे',
      noon: 'दोपहर {time} बजे',
      afternoon: 'दोपहर {time} बजे',
      evening: 'शाम {time} बजे',
    },
    hours: 'भारतीय समय {start} से {end} तक',
    slot: '{slot} ({hours})',
    errors: {
      dateRequired: 'कृपया पसंद की तारीख़ चुनें',
      timeRequired: 'कृपया पसंद का समय चुनें',
      dateOutside: 'कृपया {first} से {last} के बीच की तारीख़ चुनें',
    },
  },
  calendar: {
    asked: 'साइट विज़िट का अनुरोध: {when}। इसे पक्का करने के लिए हम आपको कॉल करेंगे।',
    when: '{day}, {slot}',
    add: 'कैलेंडर में जोड़ें',
    fileName: 'साइट विज़िट {name} {date}',
    summary: 'साइट विज़िट: {name}',
    description: '{company} के साथ {name} की साइट विज़िट, {slot}।',
    change: 'इसे बदलने या रद्द करने के लिए {phone} पर कॉल करें।',
  },
  bar: {
    label: 'कॉल, WhatsApp या विज़िट',
    call: 'कॉल',
    callLabel: 'सेल्स टीम को कॉल करें',
    whatsAppLabel: 'WhatsApp पर {company} को लिखें (नए टैब में खुलेगा)',
    whatsAppAboutLabel: '{subject} के बारे में WhatsApp पर {company} को लिखें (नए टैब में खुलेगा)',
    visit: 'विज़िट',
    visitLabel: 'विज़िट: साइट विज़िट तय करें',
  },
  aboutListings: { one: 'इस प्रॉपर्टी के बारे में:', other: 'इन {count} प्रॉपर्टी के बारे में:' },
} satisfies Messages<'inquiry'>;
