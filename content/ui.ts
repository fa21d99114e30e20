/** Small interface texts shared by components (labels for controls and assistive technology). */
export const ui = {
  skipToContent: 'Skip to main content',
  nav: { menu: 'Menu', newTab: 'opens in a new tab', submenu: 'menu', overview: 'overview' },
  legal: { updated: 'Last updated:' },
  footer: { emailLabel: 'E-mail', phoneLabel: 'Phone', navHeading: 'Company', legalHeading: 'Legal' },
} as const;
