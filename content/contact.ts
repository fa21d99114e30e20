import type { ContactContent } from './types';

/** Contact texts: labels, validation messages and send outcomes. The messages are exact requirements, compared word for word by the tests. */
export const contact = {
  form: {
    heading: 'Get in Touch',
    lead: 'Tell us what you need to design, make, source or sell in APAC. We answer within two business days.',
    fields: {
      name: { label: 'Name' },
      email: { label: 'Email' },
      phone: { label: 'Phone', placeholder: '(702) 555-0148', format: '10 to 12 digits, for example (702) 555-0148 or +17025550148' },
      company: { label: 'Company', hint: 'optional' },
      message: { label: 'Message', hint: 'optional' },
    },
    honeypotLabel: 'Leave this field empty',
    requiredNote: 'Fields marked * are required.',
    noScript: 'Sending this form needs JavaScript. You can also write to us directly at',
    submit: 'Send Message',
    sending: 'Sending...',
    counter: '{count} of {max} characters',
    counterOver: '{count} of {max} characters: {over} too many',
  },
  fallback: {
    lead: 'Your message is still here. You can also send it from your own e-mail app:',
    link: 'E-mail it to {email}',
    subject: 'Website enquiry from {name}',
  },
  errors: {
    required: 'This field is required.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    tooLong: 'Please shorten this to {max} characters or fewer (it now has {count}).',
  },
  status: {
    success: { success: true, message: 'Thank you for your message. We will get back to you soon!' },
    failure: { success: false, message: 'Failed to send your message. Please try again later.' },
    wait: { success: false, message: 'You just sent a message. Please wait {seconds} before sending another.' },
    busy: { success: false, message: 'Our message service is busy right now. Please wait a minute, then send your message again.' },
  },
  waitTime: { one: '1 second', other: '{count} seconds' },
  offices: {
    heading: 'Our Offices',
    lead: 'Three offices, two continents, one team. Visit us, call us or write to us.',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
  },
  map: {
    label: 'Map of our offices',
    loading: 'Loading the map…',
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  },
} as const satisfies ContactContent;
