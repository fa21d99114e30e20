import type {
  AboutPillarData,
  NewsArticleData,
  OfficeData,
  PageMetaData,
  PartnerData,
  ServiceCardData,
} from '../lib/content/schema';

/**
 * Typed shapes of everything in `content/`. The editable collections (news, offices, team, partners, service
 * cards, values, case studies, page headers) are inferred from their schema in lib/content/schema.ts, which
 * also validates their files at build time; the structural texts and constants in content/*.ts use
 * `satisfies` against the interfaces below, so a typo or a missing field fails the type-check.
 */

/** A link inside the site (href starts with "/") or outside it. */
export interface NavLink {
  label: string;
  href: string;
}

/** A top-level header item; `children` makes it a dropdown (About Us, Services). */
export interface NavItem extends NavLink {
  /** Opens in a new tab, with rel="noopener noreferrer". */
  external?: boolean;
  /** The item is highlighted for every path starting with `href` (About Us, Services). */
  matchPrefix?: boolean;
  children?: readonly NavLink[];
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Office: name, address, position (content/offices.yml). */
export type Office = OfficeData;

/** Title, description, visible heading and optional lead of a page (content/pages.yml). */
export type PageMeta = PageMetaData;

export interface SiteConfig {
  name: string;
  shortName: string;
  /** Canonical origin of the public site, no trailing slash. */
  url: string;
  tagline: string;
  slogan: string;
  description: string;
  foundedYear: number;
  logo: { src: string; alt: string; width: number; height: number };
  email: string;
  phone: { display: string; tel: string };
  strategyProductUrl: string;
  copyrightYear: number;
  offices: readonly Office[];
  nav: readonly NavItem[];
  rfq: NavLink;
  footer: {
    legal: readonly NavLink[];
    locationsHeading: string;
    contactHeading: string;
    rights: string;
  };
}

export interface IntroContent {
  texts: readonly [string, string];
  skipLabel: string;
  /** ms from the start: line and dot activate, first text types, second text types. */
  timings: { lineAndDot: number; firstText: number; secondText: number };
  /** ms per typed character. */
  typeSpeed: number;
}

/** A section of a long text page (privacy, terms). */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPage extends PageMeta {
  updated: string;
  sections: readonly TextSection[];
}

/** One feature item of a home service card. */
export type ServiceCardFeature = ServiceCardData['features'][number];

/** The pictograms components/ui/icon.tsx draws. */
export const ICON_NAMES = [
  'design',
  'chain',
  'building',
  'factory',
  'cad',
  'gear',
  'truck',
  'globe',
  'shield',
  'chart',
  'warehouse',
  'store',
  'handshake',
  'lightbulb',
  'star',
  'users',
  'leaf',
  'clock',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Service card (home): icon, title, description, features, link, back texts (content/service-cards.yml). */
export type ServiceCard = Omit<ServiceCardData, 'page'>;

/** Service (services pages): id, title, description, icon, colour. */
export interface Service {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  colour: string;
}

/** Metric: value, label, icon, numericValue. */
export interface Metric {
  value: string;
  label: string;
  icon: IconName;
  numericValue: number;
}

/** Leadership card: img, info. */
export interface LeadershipCard {
  img: string;
  info: string;
}

/** Document card: id, name, url. */
export interface DocumentCard {
  id: string;
  name: string;
  url: string;
}

export const NEWS_CATEGORIES = ['Business', 'Sourcing', 'Technology', 'Events', 'Awards'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsFilter = NewsCategory | 'All';

/** News article: id, slug, title, summary, content, image, date, author, category (content/news/<slug>.md). */
export type NewsArticle = NewsArticleData;

/** Contact form fields. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

/** Send status: success flag and message. */
export interface SendStatus {
  success: boolean;
  message: string;
}

// --- news ---

/** Interface texts of the news list, the article modal and the article pages (content/news.ts). */
export interface NewsUi {
  loading: string;
  empty: string;
  filterLabel: string;
  all: string;
  searchLabel: string;
  searchPlaceholder: string;
  readMore: string;
  readFullArticle: string;
  close: string;
  previous: string;
  next: string;
  paginationLabel: string;
  pageLabel: string;
  /** Result count for one match, and for any other number with "{count}" in it. */
  resultsOne: string;
  resultsMany: string;
  listHeading: string;
  by: string;
  published: string;
  category: string;
  backToNews: string;
  feedTitle: string;
  feedLink: string;
}

// --- about ---

/** A leadership card (img, info) with its parts: `info` is the caption "Name, Role". */
export interface TeamMember extends LeadershipCard {
  name: string;
  role: string;
  /** Alt text of the portrait. */
  alt: string;
  /** Where this leader is based (one of the offices' cities). */
  base: string;
}

/** A titled block with an icon, a description and a few concrete points (values, practices; content/values.yml). */
export type AboutPillar = AboutPillarData;

/** One dated step of the company story. */
export interface Milestone {
  year: number;
  title: string;
  description: string;
}

// --- contact ---

/** A field of the "Get in Touch" form. */
export interface ContactFieldText {
  label: string;
  /** Shown after the label of optional fields ("optional"). */
  hint?: string;
  placeholder?: string;
  /** Shown under the field and read with it: the formats the field accepts. */
  format?: string;
}

export interface ContactContent {
  form: {
    heading: string;
    lead: string;
    fields: Record<keyof ContactFormValues, ContactFieldText>;
    /** Hidden honeypot field: its label tells the rare human who reaches it to leave it empty. */
    honeypotLabel: string;
    requiredNote: string;
    /** Shown without JavaScript, followed by the e-mail address. */
    noScript: string;
    submit: string;
    sending: string;
    /** Under the message as it nears its limit: `{count}` characters of `{max}`. */
    counter: string;
    /** The same past the limit, with `{over}` the characters too many. */
    counterOver: string;
  };
  /**
   * Offered with the failure message: the visitor's message as a ready e-mail. `{email}` and `{name}` are
   * filled in; the body holds the message, then each field's label and value.
   */
  fallback: { lead: string; link: string; subject: string };
  /** Validation messages, by error code. */
  errors: { required: string; email: string; phone: string; /** `{max}` and `{count}` filled in. */ tooLong: string };
  /**
   * The two send outcomes; then a send stopped by the throttle after a recent send
   * (`{seconds}` filled in from `waitTime`) and a send the service refused as too many (429).
   */
  status: { success: SendStatus; failure: SendStatus; wait: SendStatus; busy: SendStatus };
  /** How long to wait, for `status.wait`. */
  waitTime: { one: string; other: string };
  offices: {
    heading: string;
    lead: string;
    phoneLabel: string;
    emailLabel: string;
  };
  map: {
    /** Accessible name of the map region. */
    label: string;
    loading: string;
    /** Tile attribution, HTML as Leaflet shows it. */
    attribution: string;
  };
}

// --- services ---

/** A heading and optional lead of a services section. */
export interface SectionText {
  heading: string;
  lead?: string;
}

/** One tab of the Manufacturing & Production tabs: its label and the panel's text. */
export interface ManufacturingTab {
  id: string;
  label: string;
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

/** One share of the sample cost breakdown (Cost Structure tab). */
export interface CostItem {
  label: string;
  percent: number;
  /** Chart colour; at least 3:1 against white. */
  colour: string;
}

/** A step of the Supply Chain flow. */
export interface FlowStep {
  title: string;
  description: string;
  icon: IconName;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/** A link of an in-page sub-navigation: the id of the section it scrolls to. */
export interface SubNavItem {
  id: string;
  label: string;
}

// --- home ---

/** One logo of the home partner strip (content/partners.yml); `name` is also its alt text. */
export type PartnerLogo = PartnerData;

/** Particle background constants, turned into tsParticles options by lib/home-particles.ts. */
export interface ParticleSettings {
  count: number;
  colors: readonly string[];
  size: number;
  opacity: number;
  links: { distance: number; opacity: number };
  hover: { mode: 'repulse'; distance: number };
  click: { mode: 'push'; quantity: number };
}

/** The page behind a home service card (/market-expansion-services, ...): the card plus a call to action. */
export interface ServiceCardPage {
  card: ServiceCard;
  /** Heading of the back-text highlight ("Success story", "Key benefit"). */
  highlightLabel: string;
  cta: { heading: string; text: string; link: NavLink };
}
