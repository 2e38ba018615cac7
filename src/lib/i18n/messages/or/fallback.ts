import type { Messages } from '../../catalogue';

export default {
  siteTitle: 'Kalinga Habitats | ଭୁବନେଶ୍ୱରରେ ଫ୍ଲାଟ୍, ଡୁପ୍ଲେକ୍ସ ଘର ଓ ଜମି',
  siteDescription:
    'Kalinga Habitats ଭୁବନେଶ୍ୱର ଓ ଆଖପାଖରେ ଫ୍ଲାଟ୍, ଡୁପ୍ଲେକ୍ସ ଘର ଏବଂ ଜମି ବିକ୍ରି କରେ। ବିଲ୍ଡିଂ, ଜମି ଓ ପ୍ରକଳ୍ପ ଦେଖନ୍ତୁ ଏବଂ ଆମ ଦଳ ସହ କଥା ହୁଅନ୍ତୁ।',
  notFoundTitle: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ',
  notFoundDescription: 'ଏହି ପୃଷ୍ଠା Kalinga Habitats ୱେବସାଇଟରେ ନାହିଁ।',
  notFoundText: 'ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠାଟି ଅନ୍ୟତ୍ର ଯାଇଛି କିମ୍ବା କେବେ ନଥିଲା। ଚାଲନ୍ତୁ, ଆମେ ଆପଣଙ୍କୁ ଠିକ୍ ବାଟ ଦେଖାଉ।',
  goHome: 'ମୂଳ ପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ',
  browseProperties: 'ସମ୍ପତ୍ତି ଦେଖନ୍ତୁ',
  errorTitle: 'କିଛି ଭୁଲ୍ ହୋଇଗଲା',
  errorText: 'ଏକ ଅପ୍ରତ୍ୟାଶିତ ସମସ୍ୟା ଯୋଗୁଁ ଏହି ପୃଷ୍ଠା ଖୋଲିପାରିଲା ନାହିଁ।',
  updatedText: 'ୱେବସାଇଟ୍ ଅପଡେଟ୍ ହୋଇଛି। ଦୟାକରି ପୃଷ୍ଠାଟି ପୁଣି ଲୋଡ୍ କରନ୍ତୁ।',
  reload: 'ପୁଣି ଲୋଡ୍ କରନ୍ତୁ',
} satisfies Messages<'fallback'>;
