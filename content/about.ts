import { loadContent } from '../lib/content/load';
import type { AboutPillar, Milestone, TeamMember } from './types';

/**
 * About section texts and data. Section headings and leads come from content/pages.ts
 * (the same words head the stacked /about-us page and each sub-route).
 *
 * Story texts may use {name}, {founded} and {offices}: they are filled from content/site.ts, so the
 * company's identity stays in one place.
 *
 * The team members are in content/team.yml (a square portrait, SVG or WebP, at least 240 x 240, in
 * public/team/), the values and practices in content/values.yml; both are validated when the site builds.
 * The carousel spaces however many cards there are evenly.
 */

export const team = {
  /** Accessible name of the carousel region. */
  label: 'Leadership team',
  /** "{index} of {total}" names each card for assistive technology (WAI-ARIA carousel pattern). */
  slideLabel: '{index} of {total}',
  pause: 'Pause rotation',
  play: 'Play rotation',
  hint: 'The ring pauses while you point at it or move through the cards with the keyboard.',
  members: loadContent().team,
} satisfies {
  label: string;
  slideLabel: string;
  pause: string;
  play: string;
  hint: string;
  members: readonly TeamMember[];
};

export const values: readonly AboutPillar[] = loadContent().values;

export const practices: readonly AboutPillar[] = loadContent().practices;

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
