// A route's address in an edition: "/about-us" -> "/vi/about-us", "/" -> "/vi". Defined with the other answers
// to "which edition is this path in" (lib/i18n/editions.mjs); kept here for the code that imports it by this name.
export { withPrefix } from './editions.mjs';
