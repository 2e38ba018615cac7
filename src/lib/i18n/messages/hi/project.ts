import type { Messages } from '../../catalogue';

export default {
  description: 'भुवनेश्वर के आसपास Kalinga Habitats का एक आवासीय प्रोजेक्ट।',
  untitled: 'प्रोजेक्ट',
  notFound: {
    title: 'प्रोजेक्ट नहीं मिला',
    message: 'हो सकता है यह प्रोजेक्ट हटा दिया गया हो, या लिंक पूरा न हो।',
    back: 'प्रोजेक्ट सूची पर वापस जाएँ',
  },
  loading: 'प्रोजेक्ट की जानकारी लोड हो रही है',
  facts: {
    label: 'प्रोजेक्ट की मुख्य बातें',
    type: 'प्रोजेक्ट का प्रकार',
    year: 'पूरा होने का वर्ष',
    parking: 'पार्किंग सुविधा',
    priceType: 'क़ीमत का प्रकार',
  },
  about: { title: 'इस प्रोजेक्ट के बारे में', empty: 'इस प्रोजेक्ट की पूरी जानकारी के लिए हमसे पूछें।' },
  amenities: { title: 'सुविधाएँ', empty: 'अभी कोई सुविधा सूची में नहीं है।' },
  gallery: { label: '{name} की तस्वीरें', empty: 'कोई तस्वीर उपलब्ध नहीं है' },
  ask: 'इस प्रोजेक्ट के बारे में पूछें',
  call: '{phone} पर कॉल करें',
  summary: {
    typed: '{name}: {place} में Kalinga Habitats का एक {type} प्रोजेक्ट।',
    untyped: '{name}: {place} में Kalinga Habitats का एक प्रोजेक्ट।',
    place: 'भुवनेश्वर',
    completed: '{year} में {status}।',
    due: '{status}, {year} तक पूरा होगा।',
    undated: '{status}।',
  },
} satisfies Messages<'project'>;
