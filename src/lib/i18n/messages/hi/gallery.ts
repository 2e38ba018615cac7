import type { Messages } from '../../catalogue';

export default {
  title: 'फ़ोटो गैलरी',
  description: 'भुवनेश्वर के आसपास Kalinga Habitats की इमारतों, घरों और साइटों की तस्वीरें।',
  eyebrow: 'हमारा काम',
  intro:
    'भुवनेश्वर, कटक और पुरी में हमारे प्रोजेक्ट के घर, इंटीरियर और प्लॉट। बड़ा देखने या डाउनलोड करने के लिए कोई भी तस्वीर चुनें।',
  imagesLabel: 'गैलरी की तस्वीरें',
  loadingLabel: 'गैलरी लोड हो रही है',
  loading: 'लोड हो रहा है ..',
  failed: 'गैलरी लोड नहीं हो सकी।',
  retry: 'फिर से कोशिश करें',
  empty: 'कोई तस्वीर नहीं मिली।',
  untitled: 'बिना नाम की तस्वीर',
  view: 'देखें',
  download: 'डाउनलोड करें',
  downloading: 'डाउनलोड हो रहा है...',
  close: 'बंद करें',
  downloadFailed: 'तस्वीर डाउनलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  downloadTimedOut: 'तस्वीर डाउनलोड नहीं हो सकी: फ़ाइल सर्वर ने {time} में जवाब नहीं दिया। कृपया फिर से कोशिश करें।',
  seconds: { one: '{count} सेकंड', other: '{count} सेकंड' },
} satisfies Messages<'gallery'>;
