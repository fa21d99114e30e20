import { loadContent } from '../content/load';
import { language } from '../i18n/edition';
import type { ContactContent } from './texts';

/**
 * Contact texts (content/texts/contact.yml): labels, validation messages and send outcomes. The messages are
 * exact requirements, compared word for word by the tests. Each send outcome carries whether it means sent.
 */
const texts = loadContent().texts.contact;

export const contact: ContactContent = {
  ...texts,
  locale: language.locale,
  phoneCountry: language.phoneCountry,
  status: {
    success: { success: true, message: texts.status.success },
    failure: { success: false, message: texts.status.failure },
    wait: { success: false, message: texts.status.wait },
    busy: { success: false, message: texts.status.busy },
  },
};
