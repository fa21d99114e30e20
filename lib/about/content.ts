import { loadContent } from '../lib/content/load';

/**
 * About section texts and data. Section headings and leads come from content/pages.yml (the same words head
 * the stacked /about-us page and each sub-route); the carousel's controls and the Who we are story from
 * content/texts/about.yml. Story texts may use {name}, {founded} and {offices}: they are filled from the
 * company details, so the company's identity stays in one place.
 *
 * The team members are in content/team.yml (a square portrait, SVG or WebP, at least 240 x 240, in
 * public/team/), the values and practices in content/values.yml; all are validated when the site builds.
 * The carousel spaces however many cards there are evenly.
 */
const content = loadContent();

export const team = { ...content.texts.about.team, members: content.team };

export const values = content.values;

export const practices = content.practices;

export const story = content.texts.about.story;
