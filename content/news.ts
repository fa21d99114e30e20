import type { NewsArticle, NewsUi } from './types';

/**
 * News & Events articles (SPEC "Entities": id, title, summary, content, image, date, author, category).
 * Adding an article = one entry below (a unique id and slug, an image in public/news/, content paragraphs
 * separated by a blank line). The list, the article page /news-and-events/<slug> and the RSS feed follow.
 */
export const newsArticles = [
  {
    id: 1,
    slug: 'ho-chi-minh-city-office-expansion',
    title: 'Apexbridge Global expands its Asia Pacific office in Ho Chi Minh City',
    summary:
      'Our Ho Chi Minh City team moves into a larger District 1 office with a sample room and a supplier meeting space, doubling our capacity for factory audits in southern Vietnam.',
    content: `Apexbridge Global has moved its Asia Pacific office to a larger space on Hai Trieu Street in District 1, Ho Chi Minh City. The new office gives our sourcing, quality and project-management teams room to grow, and adds a sample room where clients can review first articles side by side with the factories that made them.

Since opening in Vietnam in 2021, the team has grown from three people to more than twenty. Most of that growth came from Western brands moving part of their production out of a single-country supply base and asking for someone on the ground who speaks both languages of the deal: engineering and commercial.

"Clients want to see parts, meet suppliers and walk the line before they commit," said the office's operations lead. "Now we can host a supplier review in the morning and be at a factory in Binh Duong or Dong Nai after lunch."

The expansion doubles our capacity for on-site factory audits in southern Vietnam and shortens the time from a client's first request to a qualified supplier shortlist.`,
    image: '/news/office-expansion.svg',
    date: '2025-02-18',
    author: 'Apexbridge Newsroom',
    category: 'Business',
  },
  {
    id: 2,
    slug: 'dual-sourcing-outdoor-gear-lead-times',
    title: 'Dual sourcing cuts lead times by five weeks for a US outdoor-gear brand',
    summary:
      'By qualifying a second supplier in Vietnam alongside an existing one in China, we helped an outdoor-equipment brand shorten lead times and keep its peak-season launch on schedule.',
    content: `A US outdoor-equipment brand came to us with a familiar problem: a single supplier for its best-selling aluminium camp furniture, lead times that kept stretching, and a peak season that would not wait.

Our sourcing team mapped the bill of materials, identified the processes that drove cost and risk, and shortlisted four extrusion and assembly suppliers in northern and southern Vietnam. Two passed our on-site audit; one was qualified after a pilot run of 500 units inspected against the brand's own acceptance criteria.

With orders now split between the existing supplier and the new one, the brand's average lead time fell from fourteen to nine weeks, and landed cost per unit dropped by eleven percent once tariffs and freight were included.

"We did not want to walk away from a partner that had served us well," said the brand's head of operations. "We wanted a second leg to stand on. Apexbridge found it and made the switch feel routine."`,
    image: '/news/dual-sourcing.svg',
    date: '2025-04-09',
    author: 'Minh Anh Nguyen',
    category: 'Sourcing',
  },
  {
    id: 3,
    slug: 'supplier-quality-dashboard-launch',
    title: 'Supplier-quality dashboard now live for every sourcing client',
    summary:
      'Clients can now follow inspections, corrective actions and shipment readiness for each supplier in one shared dashboard, updated by our inspectors from the factory floor.',
    content: `Every Apexbridge sourcing client now has access to a shared supplier-quality dashboard. It brings together the information that used to travel in spreadsheets and e-mail threads: inspection results, open corrective actions, first-article approvals and the readiness of each upcoming shipment.

Our inspectors record results on a tablet at the factory, with photos and measurements attached to each checkpoint. Clients see the same record within minutes, and can comment on a finding or approve a deviation without waiting for the next weekly call.

The dashboard also tracks trends over time. A rising defect rate on one production line, or a supplier that keeps missing its corrective-action deadlines, shows up long before it turns into a late container.

The tool was designed with our product studio in Portland and tested with six clients over the past quarter. It is included in every sourcing engagement at no extra cost.`,
    image: '/news/quality-dashboard.svg',
    date: '2025-06-24',
    author: 'Ethan Caldwell',
    category: 'Technology',
  },
  {
    id: 4,
    slug: 'apac-sourcing-roundtable-portland',
    title: 'APAC Sourcing Roundtable returns to Portland this October',
    summary:
      'Product leaders from consumer-goods and hardware companies meet our Vietnam team in Portland for a day of talks on tariffs, supplier qualification and design for manufacturing.',
    content: `The APAC Sourcing Roundtable returns to our Portland product studio on October 16. The one-day event brings together product, operations and sourcing leaders from consumer-goods and hardware companies who are planning or running production in Asia Pacific.

The programme opens with an update on tariffs and rules of origin, followed by a case-study session on moving tooling between countries without losing a season. In the afternoon our DFM engineers run hands-on reviews of attendees' own parts, and members of our Ho Chi Minh City team answer questions about supplier qualification in Vietnam.

Places are limited to forty so that every attendee can take part in the discussions. Attendance is free for product and operations leaders; contact us to request a place.

Last year's roundtable led to three new supplier partnerships among attendees, and we look forward to continuing those conversations.`,
    image: '/news/sourcing-roundtable.svg',
    date: '2025-09-03',
    author: 'Apexbridge Newsroom',
    category: 'Events',
  },
  {
    id: 5,
    slug: 'pacific-trade-partnership-award-2025',
    title: 'Apexbridge Global wins the 2025 Pacific Trade Partnership Award',
    summary:
      'The award recognises our work helping small and mid-sized Western brands build resilient, audited supply chains across Vietnam, Thailand and Malaysia.',
    content: `Apexbridge Global has received the 2025 Pacific Trade Partnership Award in the cross-border services category. The award recognises companies that help small and mid-sized businesses trade between North America and Asia Pacific in ways that are transparent, resilient and fair to suppliers.

The judges highlighted our supplier-development programme, in which we work with factories on quality systems and working conditions before they take on a client's production, and our habit of publishing audit findings to both the client and the supplier.

"This award belongs to our clients and to the factories that trusted us with their processes," said our managing director at the ceremony. "Bridging markets only works if both sides win."

The award comes four years after the company was founded in 2021, and follows a year in which we qualified suppliers in eight APAC countries for clients in consumer goods, industrial equipment and medical devices.`,
    image: '/news/trade-award.svg',
    date: '2025-11-05',
    author: 'Apexbridge Newsroom',
    category: 'Awards',
  },
] satisfies readonly NewsArticle[];

/** Business constants of the news list (SPEC section 9). */
export const newsSettings = {
  pageSize: 6,
  /** The loading state lasts this long on the list page, in ms. */
  loadingDelay: 800,
  /** Static JSON of the articles, loaded by the list island during its loading state. */
  dataPath: '/news-and-events/articles.json',
  feedPath: '/news-and-events/feed.xml',
  /** Width and height of every article image in public/news/. */
  imageSize: { width: 1200, height: 630 },
} as const;

/** Texts of the news list, the article modal and the article pages. */
export const newsUi = {
  loading: 'Loading news...',
  empty: 'No news found matching your search criteria.',
  filterLabel: 'Filter by category',
  all: 'All',
  searchLabel: 'Search news',
  searchPlaceholder: 'Search by title or summary',
  readMore: 'Read More',
  readFullArticle: 'Read the full article',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  paginationLabel: 'News pages',
  pageLabel: 'Page',
  resultsOne: '1 article',
  resultsMany: '{count} articles',
  listHeading: 'Latest news',
  by: 'By',
  published: 'Published',
  category: 'Category',
  backToNews: 'Back to News & Events',
  feedTitle: 'Apexbridge Global News & Events',
  feedLink: 'RSS feed',
} as const satisfies NewsUi;
