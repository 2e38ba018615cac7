import type { Messages } from '../../catalogue';

export default {
  pageButton: 'पृष्ठ {page}',
  blog: {
    title: 'ब्लॉग',
    description:
      'भुवनेश्वर और आसपास घर व ज़मीन खरीदने वालों के लिए गाइड: RERA और कानूनी जाँच, होम लोन, इलाके, वास्तु और निवेश, Kalinga Habitats टीम की ओर से।',
    eyebrow: 'गाइड और समाचार',
    intro:
      'भुवनेश्वर के आसपास घर या प्लॉट खरीदने के लिए काम की बातें: मंज़ूरियाँ और कागज़ात, होम लोन, इलाके और निवेश, उस टीम की ओर से जो हर दिन खरीदारों की मदद करती है।',
    allPosts: 'सभी लेख',
    all: 'सभी',
    category: 'श्रेणी',
    loading: 'लेख लोड हो रहे हैं',
    count: { one: '{count} लेख', other: '{count} लेख' },
    countIn: { one: '{category} में {count} लेख', other: '{category} में {count} लेख' },
    pageOf: ', {pageCount} में से पृष्ठ {page}',
    pages: 'ब्लॉग के पृष्ठ',
  },
  projects: {
    title: 'हमारे प्रोजेक्ट',
    description:
      'भुवनेश्वर और आसपास Kalinga Habitats के पूरे हो चुके, निर्माणाधीन और आने वाले आवासीय व व्यावसायिक प्रोजेक्ट।',
    eyebrow: 'तैयार और निर्माणाधीन',
    intro:
      'प्लॉट वाली योजनाओं से लेकर सुरक्षित गेटेड टावरों तक: देखिए हमने क्या सौंप दिया है, क्या बन रहा है और आगे क्या आने वाला है।',
    section: 'प्रोजेक्ट',
    status: 'प्रोजेक्ट की स्थिति',
    filters: { All: 'सभी', Ongoing: 'चालू', Completed: 'पूरे हो चुके', Upcoming: 'आगामी' },
    search: 'प्रोजेक्ट के नाम से खोजें',
    loading: 'सभी प्रोजेक्ट लोड हो रहे हैं, कृपया प्रतीक्षा करें...',
    empty: 'कोई प्रोजेक्ट उपलब्ध नहीं है',
    pages: 'प्रोजेक्ट के पृष्ठ',
  },
} satisfies Messages<'lists'>;
