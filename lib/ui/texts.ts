import { loadContent } from '../content/load';

/** Small interface texts shared by components (labels for controls and assistive technology): content/texts/shared.yml. */
const { shareImageSections: _sections, ...ui } = loadContent().texts.shared;

export { ui };
