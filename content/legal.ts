import { pages } from './pages';
import { site } from './site';
import type { LegalPage } from './types';

/** PRODUCT.md decision 4: privacy and terms texts that are true of this site. Update `updated` on any change. */
export const privacy = {
  ...pages['/privacy'],
  updated: '2026-11-23',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is operated by ${site.name}, ${site.offices[0].address}. You can reach us at ${site.email} or ${site.phone.display}.`,
        'This policy covers this website only. It explains what the site collects when you use it, why, and who processes it.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'You can read every page of this site without telling us anything about yourself. We only receive personal data when you choose to send us a message through the contact form ("Get in Touch").',
        'The contact form collects:',
      ],
      list: [
        'your name, e-mail address and phone number (required, so that we can answer you);',
        'your company and your message (optional).',
      ],
    },
    {
      heading: 'How your message reaches us',
      paragraphs: [
        'The contact form is delivered to our mailbox by EmailJS (EmailJS Pte. Ltd.), an e-mail delivery service. When you press Send, your browser sends the form fields directly to EmailJS, which forwards them to us by e-mail. EmailJS processes the data only to deliver the message, under its own privacy policy.',
        'We use your details only to answer your enquiry and, if we work together, to manage that engagement. We do not sell them, use them for advertising or add you to a mailing list. We keep enquiries for up to 24 months after our last exchange and then delete them.',
      ],
    },
    {
      heading: 'Maps',
      paragraphs: [
        'The map on the Contact page is drawn from map tiles of OpenStreetMap. When the map is shown, your browser loads these images from the OpenStreetMap tile servers, which therefore see your IP address and the page that asked for the tiles, as with any web request. OpenStreetMap map data is © OpenStreetMap contributors, available under the Open Database License.',
      ],
    },
    {
      heading: 'No cookies, no analytics, no tracking',
      paragraphs: [
        'This site sets no cookies and uses no analytics, advertising or tracking tools. It stores a few small items in your browser, which our site reads only on your device: in session storage, that the opening animation has already played in this tab; in local storage, after you send a message, the time you sent it, so that the form can prevent accidental repeat submissions.',
        'While you fill in the contact form, a draft of what you type (name, e-mail, phone, company and message) is kept in session storage in your browser, so that reloading the page does not lose it. The draft stays on your device: it is deleted when your message is sent and when you close the tab, and it reaches us only if you send the form.',
        'Our web host keeps standard server logs (IP address, date, requested page and browser type) for security and troubleshooting for a short period.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You can ask us at any time what personal data we hold about you, and ask us to correct or delete it, by writing to ${site.email}. Depending on where you live (for example under the GDPR, the CCPA or Vietnam's personal data protection decree), you may also have the right to object to processing, to data portability and to complain to a supervisory authority.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change what this site collects or who processes it, we will update this page and the date below before the change takes effect.',
      ],
    },
  ],
} as const satisfies LegalPage;

export const terms = {
  ...pages['/terms'],
  updated: '2025-06-01',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `These terms apply to your use of this website, operated by ${site.name}. By using the site you accept them. Our consulting, engineering, sourcing and manufacturing services are governed by separate written agreements, not by these terms.`,
      ],
    },
    {
      heading: 'Information on this site',
      paragraphs: [
        'The content of this site (including service descriptions, case studies, figures, news and sample data such as cost breakdowns) is general information about our company. It is not an offer, a quotation or professional advice, and results described in case studies depend on each project. A quote is binding only when we confirm it in writing.',
        'We keep the site accurate and up to date, but we do not guarantee that it is complete, current or always available.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The texts, images, drawings, logos and design of this site belong to ${site.name} or are used with permission. You may view, print and share pages for your own information; any other use needs our written consent. Map data is © OpenStreetMap contributors and used under the Open Database License.`,
      ],
    },
    {
      heading: 'Using the contact form',
      paragraphs: [
        'Please send only accurate information and nothing confidential that you do not want us to receive before a non-disclosure agreement is in place. Do not use the form to send unsolicited advertising or automated messages; we may block such submissions.',
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'Links to websites we do not operate are provided for convenience. We are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'To the extent permitted by law, we are not liable for any loss arising from the use of, or inability to use, this website or from reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of the State of Nevada, United States. We may update these terms; the version published on this page, with its date, applies.',
        `Questions about these terms: ${site.email}.`,
      ],
    },
  ],
} as const satisfies LegalPage;
