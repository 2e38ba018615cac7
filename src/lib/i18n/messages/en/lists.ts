/** What every public list says (its page buttons, its Retry) and the words of the blog's and the projects' lists. */
export default {
  /** A page button's name for a screen reader; the button shows the number. */
  pageButton: 'Page {page}',
  blog: {
    title: 'Blog',
    description:
      'Guides for home and land buyers around Bhubaneswar: RERA and legal checks, home loans, localities, Vastu and investment, from the Kalinga Habitats team.',
    eyebrow: 'Guides & news',
    intro:
      'Practical reading for buying a home or a plot around Bhubaneswar: approvals and paperwork, home loans, neighbourhoods and investment, from the team that helps buyers every day.',
    /** The list's heading while no category is chosen. */
    allPosts: 'All Posts',
    /** The category choice that shows every post. */
    all: 'All',
    /** The category choices' name for a screen reader. */
    category: 'Category',
    /** Heard while the posts load. */
    loading: 'Loading posts',
    count: { one: '{count} post', other: '{count} posts' },
    /** {category} is the admin's category name, shown as entered. */
    countIn: { one: '{count} post in {category}', other: '{count} posts in {category}' },
    /** After the count when the list has more than one page. */
    pageOf: ', page {page} of {pageCount}',
    /** The pager's name for a screen reader. */
    pages: 'Blog pages',
  },
  projects: {
    title: 'Our Projects',
    description:
      'Completed, ongoing and upcoming residential and commercial projects by Kalinga Habitats around Bhubaneswar.',
    eyebrow: 'Built and building',
    intro:
      'From plotted developments to gated towers: see what we have delivered, what is under construction and what is coming next.',
    /** The list's name for a screen reader. */
    section: 'Projects',
    /** The status choices' name for a screen reader. */
    status: 'Project status',
    /** The status choices, by their value in the address (features/projects/components/filter.ts). */
    filters: { All: 'All', Ongoing: 'Ongoing', Completed: 'Completed', Upcoming: 'Upcoming' },
    search: 'Search by project name',
    loading: 'Loading all projects, Please wait...',
    empty: 'No Projects Available',
    pages: 'Project pages',
  },
} as const;
