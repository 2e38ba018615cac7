import type { Messages } from '../../catalogue';

export default {
  form: {
    title: 'ପଚାରି ବୁଝନ୍ତୁ',
    listingTitle: 'ଆଗ୍ରହୀ କି? ପଚାରି ବୁଝନ୍ତୁ',
    send: 'ପଠାନ୍ତୁ',
  },
  result: {
    sent: 'ଆପଣଙ୍କ ବିବରଣୀ ଆମେ ପାଇଛୁ। ଆମେ ଶୀଘ୍ର ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବୁ!',
    failed: 'କିଛି ଭୁଲ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  },
  visit: {
    choose: 'ସାଇଟ ପରିଦର୍ଶନର ସମୟ ଠିକ କରନ୍ତୁ',
    date: 'ପସନ୍ଦର ତାରିଖ',
    dateHint: 'ଆସନ୍ତାକାଲିଠାରୁ {days} ଦିନ ଭିତରେ ଯେକୌଣସି ଦିନ ({first}ରୁ {last} ପର୍ଯ୍ୟନ୍ତ)।',
    time: 'ପସନ୍ଦର ସମୟ',
    slots: { morning: 'ସକାଳ', afternoon: 'ଅପରାହ୍ନ', evening: 'ସନ୍ଧ୍ୟା' },
    clock: {
      morning: 'ସକାଳ {time}ଟା',
      noon: 'ଦିନ {time}ଟା',
      afternoon: 'ଅପରାହ୍ନ {time}ଟା',
      evening: 'ସନ୍ଧ୍ୟା {time}ଟା',
    },
    hours: 'ଭାରତୀୟ ସମୟ {start}ରୁ {end}',
    slot: '{slot} ({hours})',
    errors: {
      dateRequired: 'ଦୟାକରି ପସନ୍ଦର ତାରିଖ ବାଛନ୍ତୁ',
      timeRequired: 'ଦୟାକରି ପସନ୍ଦର ସମୟ ବାଛନ୍ତୁ',
      dateOutside: 'ଦୟାକରି {first}ରୁ {last} ମଧ୍ୟରେ ଏକ ତାରିଖ ବାଛନ୍ତୁ',
    },
  },
  calendar: {
    asked: 'ସାଇଟ ପରିଦର୍ଶନ ପାଇଁ ଅନୁରୋଧ: {when}। ଏହାକୁ ନିଶ୍ଚିତ କରିବା ପାଇଁ ଆମେ ଆପଣଙ୍କୁ ଫୋନ କରିବୁ।',
    when: '{day}, {slot}',
    add: 'କ୍ୟାଲେଣ୍ଡରରେ ଯୋଡ଼ନ୍ତୁ',
    fileName: 'ସାଇଟ ପରିଦର୍ଶନ {name} {date}',
    summary: 'ସାଇଟ ପରିଦର୍ଶନ: {name}',
    description: '{company} ସହିତ {name}ର ସାଇଟ ପରିଦର୍ଶନ, {slot}।',
    change: 'ଏହାକୁ ବଦଳାଇବା କିମ୍ବା ବାତିଲ କରିବା ପାଇଁ {phone}ରେ ଫୋନ କରନ୍ତୁ।',
  },
  bar: {
    label: 'ଫୋନ, WhatsApp କିମ୍ବା ପରିଦର୍ଶନ',
    call: 'ଫୋନ',
    callLabel: 'ବିକ୍ରି ଟିମକୁ ଫୋନ କରନ୍ତୁ',
    whatsAppLabel: 'WhatsAppରେ {company}କୁ ଲେଖନ୍ତୁ (ନୂଆ ଟାବରେ ଖୋଲିବ)',
    whatsAppAboutLabel: '{subject} ବିଷୟରେ WhatsAppରେ {company}କୁ ଲେଖନ୍ତୁ (ନୂଆ ଟାବରେ ଖୋଲିବ)',
    visit: 'ପରିଦର୍ଶନ',
    visitLabel: 'ପରିଦର୍ଶନ: ସାଇଟ ପରିଦର୍ଶନର ସମୟ ଠିକ କରନ୍ତୁ',
  },
  aboutListings: { one: 'ଏହି ସମ୍ପତ୍ତି ବିଷୟରେ:', other: 'ଏହି {count}ଟି ସମ୍ପତ୍ତି ବିଷୟରେ:' },
} satisfies Messages<'inquiry'>;
