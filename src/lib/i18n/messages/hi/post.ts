import type { Messages } from '../../catalogue';

export default {
  description: 'भुवनेश्वर के आसपास घर और ज़मीन ख़रीदने वालों के लिए Kalinga Habitats ब्लॉग का एक लेख।',
  postDescription: '{title}: Kalinga Habitats ब्लॉग का एक लेख, अंग्रेज़ी में लिखा गया।',
  untitled: 'ब्लॉग',
  notFound: {
    title: 'लेख नहीं मिला',
    message: 'हो सकता है यह लेख हटा दिया गया हो, या लिंक पूरा न हो।',
  },
  loading: 'लेख लोड हो रहा है',
  postsIn: '{category} के लेख',
  noText: 'इस लेख में अभी कोई सामग्री नहीं है।',
  back: 'ब्लॉग पर वापस जाएँ',
  moreIn: '{category} के और लेख',
  allIn: '{category} के सभी लेख',
} satisfies Messages<'post'>;
