import type { AboutPillar, Milestone, TeamMember } from './types';

/**
 * About section texts and data (SPEC "About"). Section headings and leads come from content/pages.ts
 * (the same words head the stacked /about-us page and each sub-route).
 *
 * Story texts may use {name}, {founded} and {offices}: they are filled from content/site.ts, so the
 * company's identity stays in one place.
 *
 * To change the team: edit `members` below and put a square portrait (SVG or WebP, at least 240 x 240)
 * in public/team/. The carousel spaces however many cards there are evenly; the SPEC has six.
 */

function member(name: string, role: string, base: string, file: string): TeamMember {
  return { name, role, base, img: `/team/${file}`, alt: `Illustrated portrait of ${name}`, info: `${name}, ${role}` };
}

export const team = {
  /** Accessible name of the carousel region. */
  label: 'Leadership team',
  /** "{index} of {total}" names each card for assistive technology (WAI-ARIA carousel pattern). */
  slideLabel: '{index} of {total}',
  pause: 'Pause rotation',
  play: 'Play rotation',
  hint: 'The ring pauses while you point at it or move through the cards with the keyboard.',
  members: [
    member('Daniel Whitaker', 'Co-founder & Chief Executive Officer', 'Las Vegas', 'daniel-whitaker.svg'),
    member('Linh Nguyen', 'Co-founder & Managing Director, Asia Pacific', 'Ho Chi Minh City', 'linh-nguyen.svg'),
    member('Priya Raman', 'Head of Mechanical Engineering', 'Portland', 'priya-raman.svg'),
    member('Marcus Cole', 'Director of Supply Chain & Logistics', 'Las Vegas', 'marcus-cole.svg'),
    member('Thao Pham', 'Head of Sourcing & Quality', 'Ho Chi Minh City', 'thao-pham.svg'),
    member('Elena Kowalski', 'Director of Product Design', 'Portland', 'elena-kowalski.svg'),
  ],
} as const satisfies {
  label: string;
  slideLabel: string;
  pause: string;
  play: string;
  hint: string;
  members: readonly TeamMember[];
};

export const values = [
  {
    id: 'excellence',
    icon: 'star',
    title: 'Excellence',
    description:
      'We measure our work by what ships, not by what we present. Every drawing, supplier audit and shipping plan gets a second pair of eyes before it reaches a client.',
    points: [
      'First-article inspection of every new part before mass production starts',
      'Quality plans with sampling levels agreed in writing before the first order',
      'One named engineer accountable for each project from kickoff to delivery',
    ],
  },
  {
    id: 'collaboration',
    icon: 'handshake',
    title: 'Collaboration',
    description:
      'Our US and Vietnam teams work as one desk. Clients speak with the people doing the work, in their own time zone, and we treat factories as partners rather than adversaries.',
    points: [
      'Overlapping working hours between Las Vegas, Portland and Ho Chi Minh City',
      'Shared project boards for clients, suppliers and our engineers',
      'Joint reviews on the factory floor instead of sourcing by e-mail alone',
    ],
  },
  {
    id: 'innovation',
    icon: 'lightbulb',
    title: 'Innovation',
    description:
      'We look for the better way to make a product: a simpler assembly, a cheaper tooling route, a shorter shipping lane. A new idea earns its place by cutting cost, time or risk.',
    points: [
      'Design-for-manufacturing reviews before any tooling is cut',
      'Rapid prototypes from our Portland studio to test ideas in days, not months',
      'Production and freight routes compared across the region for every programme',
    ],
  },
] as const satisfies readonly AboutPillar[];

export const practices = [
  {
    id: 'market-expansion',
    icon: 'globe',
    title: 'Market Expansion',
    description:
      'We help Western brands sell in the Asia-Pacific region and APAC manufacturers reach North American buyers: market research, partner search, pricing, go-to-market planning and the local paperwork that comes with it.',
    points: [
      'Market sizing and competitor pricing for each target country',
      'Introductions to distributors, retailers and channel partners',
      'Company setup, registrations and local representation',
    ],
    link: { label: 'Explore market expansion', href: '/market-expansion-services' },
  },
  {
    id: 'product-manufacturing',
    icon: 'factory',
    title: 'Product Manufacturing',
    description:
      'From a CAD model to a running production line: we select and audit factories, manage tooling and samples, and run quality control on the floor so that production matches the approved design.',
    points: [
      'Factory shortlists, audits and side-by-side quotations',
      'Tooling, first articles and pilot runs managed on site',
      'In-line and pre-shipment inspections with photo reports',
    ],
    link: { label: 'Explore manufacturing & production', href: '/services/manufacturing' },
  },
  {
    id: 'supply-chain-management',
    icon: 'truck',
    title: 'Supply Chain Management',
    description:
      'We plan and run the flow from factory to shelf: consolidation, freight, customs, warehousing and distribution, with one team watching cost and lead time on every leg.',
    points: [
      'Freight booking, consolidation and customs documents',
      'Warehousing and distribution planning across 8+ APAC countries',
      'Lead-time and landed-cost reports you can act on',
    ],
    link: { label: 'Explore supply chain management', href: '/services/supply-chain' },
  },
] as const satisfies readonly AboutPillar[];

export const story = {
  paragraphs: [
    '{name} was founded in {founded} by Daniel Whitaker and Linh Nguyen: an operations lead who had spent a decade buying from Asian factories, and an engineer who had spent that decade on the factory side. They saw one problem from both ends. Western companies had good products and no reliable way to make them in Asia; capable APAC manufacturers had no way to reach those companies.',
    'We started as a two-person sourcing desk in Las Vegas with one partner factory outside Ho Chi Minh City. Today we bridge Western markets and APAC manufacturing as an engineering, sourcing and supply chain partner, with people on both sides of the Pacific.',
    'Clients come to us for a part, a product or a new market. They stay because one team owns the whole path: design reviews in Portland, factory work in Vietnam and across the region, and delivery planning from our US headquarters.',
  ],
  facts: [
    { value: '{founded}', label: 'Founded' },
    { value: '{offices}', label: 'Offices in the US and Vietnam' },
    { value: '8+', label: 'APAC countries in our supplier and logistics network' },
  ],
  milestonesHeading: 'Our journey',
  milestones: [
    {
      year: 2021,
      title: 'Founded in Las Vegas',
      description: 'A sourcing desk for US brands, working with a first partner factory near Ho Chi Minh City.',
    },
    {
      year: 2022,
      title: 'Asia Pacific office opens',
      description: 'Our Ho Chi Minh City team puts engineers and quality inspectors on the factory floor.',
    },
    {
      year: 2023,
      title: 'Product studio in Portland',
      description: 'Industrial design, CAD and rapid prototyping join the team, so products are designed to be built.',
    },
    {
      year: 2024,
      title: 'A regional network',
      description: 'Supplier and logistics partners across 8+ APAC countries, from Vietnam and Thailand to Malaysia and Indonesia.',
    },
    {
      year: 2025,
      title: 'Market expansion practice',
      description: 'Helping Western brands enter APAC markets and APAC manufacturers win North American buyers.',
    },
  ],
  officesHeading: 'Where we work',
} as const satisfies {
  paragraphs: readonly string[];
  facts: readonly { value: string; label: string }[];
  milestonesHeading: string;
  milestones: readonly Milestone[];
  officesHeading: string;
};
