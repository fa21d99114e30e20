/** Contact texts (SPEC "Contact", "Error catalogue"). */
export const contact = {
  form: {
    heading: 'Get in Touch',
    lead: 'Tell us what you need to design, make, source or sell in APAC. We answer within two business days.',
  },
} as const;
