/** What a page without words of its own shows: the site's title and description (the SPA fallback, an error page) and the not-found page. */
export default {
  siteTitle: 'Kalinga Habitats | Flats, duplex homes and lands in Bhubaneswar',
  siteDescription:
    'Kalinga Habitats sells flats, duplex homes and lands around Bhubaneswar, Odisha. Browse buildings, lands and projects and talk to our team.',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'This page does not exist on the Kalinga Habitats website.',
  notFoundText:
    'The page you were looking for has moved or never existed. Let us help you find your way home.',
  goHome: 'Go to the home page',
  browseProperties: 'Browse properties',
  errorTitle: 'Something went wrong',
  errorText: 'An unexpected error stopped this page.',
  updatedText: 'The site was updated. Please reload the page.',
  reload: 'Reload',
} as const;
