import type { Messages } from '../../catalogue';

export default {
  siteTitle: 'Kalinga Habitats | भुवनेश्वर में फ़्लैट, डुप्लेक्स घर और ज़मीन',
  siteDescription:
    'Kalinga Habitats भुवनेश्वर और आसपास फ़्लैट, डुप्लेक्स घर और ज़मीन बेचता है। बिल्डिंग, ज़मीन और प्रोजेक्ट देखें और हमारी टीम से बात करें।',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundDescription: 'यह पेज Kalinga Habitats की वेबसाइट पर नहीं है।',
  notFoundText: 'आप जो पेज ढूँढ रहे थे, वह हट गया है या कभी था ही नहीं। आइए, हम आपको सही राह दिखाएँ।',
  goHome: 'होम पेज पर जाएँ',
  browseProperties: 'प्रॉपर्टी देखें',
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorText: 'किसी अनपेक्षित गड़बड़ी की वजह से यह पेज नहीं खुल पाया।',
  updatedText: 'वेबसाइट अपडेट हुई है। कृपया पेज दोबारा लोड करें।',
  reload: 'दोबारा लोड करें',
} satisfies Messages<'fallback'>;
