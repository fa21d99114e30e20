import type { NavLink } from './types';

/** Home page texts (SPEC "Home"). */
export const home = {
  hero: {
    buttons: [
      { label: 'Our Services', href: '/services' },
      { label: 'Contact Us', href: '/contact' },
    ] as const satisfies readonly NavLink[],
  },
  keyFeatures: {
    heading: 'Key Features',
    lead: 'Powerful solutions designed to fuel your business growth across the APAC region',
  },
  successStories: {
    heading: 'Success Stories',
    lead: "See how we've helped businesses succeed in APAC",
    cta: { label: 'View All Case Studies', href: '/case-studies' },
  },
} as const;
