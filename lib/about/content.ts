import { loadContent } from '../content/load';
import type { TeamMemberData } from './schema';

/**
 * About section texts and data. Section headings and leads come from content/pages.yml (the same words head
 * the stacked /about-us page and each sub-route); the carousel's controls and the Who we are story from
 * content/texts/about.yml. Story texts may use {name}, {founded} and {offices}: they are filled from the
 * company details, so the company's identity stays in one place.
 *
 * The team members are in content/team.yml (a square portrait, a photo or an SVG drawing, at least 240 x 240, in
 * public/team/), the values and practices in content/values.yml; all are validated when the site builds.
 * The carousel spaces however many cards there are evenly.
 */
const content = loadContent();

/** A leadership card as the carousel shows it: the member's fields, the portrait as `img`, and the caption "Name, Role" as `info`. */
export type TeamMember = Omit<TeamMemberData, 'image'> & { img: string; info: string };

const members: TeamMember[] = content.team.members.map(({ image, ...m }) => ({ ...m, img: image, info: `${m.name}, ${m.role}` }));

export const team = { ...content.texts.about.team, members };

export const values = content.values.values;

export const practices = content.values.practices;

export const story = content.texts.about.story;
