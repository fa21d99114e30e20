import type { NavLink, PartnerData, ServiceCardData } from '../lib/content/schema';
import type { IconName } from '../lib/icons';

export type { NavLink };

/**
 * Typed shapes of the services and home texts still in content/*.ts: they use `satisfies` against the
 * interfaces below, so a typo or a missing field fails the type-check. Everything in the content files is
 * typed by its schema in lib/content/schema.ts instead.
 */

/** One feature item of a home service card. */
export type ServiceCardFeature = ServiceCardData['features'][number];

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

/** Document card: id, name, url. */
export interface DocumentCard {
  id: string;
  name: string;
  url: string;
}

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
