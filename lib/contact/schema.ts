import { z } from 'zod';
import { longText, text } from '../content/fields';

const formField = (title: string) =>
  z
    .strictObject({
      label: text('Label'),
      hint: text('Hint', 'Shown after the label, like "optional".').optional(),
      placeholder: text('Example', 'Shown in the empty field.').optional(),
      format: text('Format', 'Shown under the field: the formats it accepts.').optional(),
    })
    .meta({ title });

export const contactTextsSchema = z
  .strictObject({
    form: z
      .strictObject({
        heading: text('Heading'),
        lead: longText('Lead'),
        fields: z
          .strictObject({
            name: formField('Name field'),
            email: formField('E-mail field'),
            phone: formField('Phone field'),
            company: formField('Company field'),
            message: formField('Message field'),
          })
          .meta({ title: 'Fields' }),
        labelWithHint: text(
          'Label with its hint',
          'How a label and its hint ("optional") are written together: {label} and {hint} are filled in, like "{label} ({hint})".',
        ).refine((value) => value.includes('{label}') && value.includes('{hint}'), { error: 'must contain {label} and {hint}' }),
        honeypotLabel: text('Hidden field label', 'Only robots see this field; the label tells anyone else to leave it empty.'),
        requiredNote: text('Required note'),
        noScript: text('Without JavaScript', 'Shown instead of the form when JavaScript is off, followed by the e-mail address.'),
        submit: text('Send button'),
        sending: text('Send button while sending'),
        counter: text('Character counter', 'Under the message near its limit: {count} and {max} are filled in.'),
        counterOver: text('Character counter over the limit', '{count}, {max} and {over} (characters too many) are filled in.'),
      })
      .meta({ title: 'Form' }),
    fallback: z
      .strictObject({
        lead: text('Lead'),
        link: text('Link', '{email} is filled in.'),
        subject: text('E-mail subject', '{name} is filled in.'),
      })
      .meta({ title: 'Send by e-mail instead', description: 'Offered when sending fails: the message as a ready e-mail.' }),
    errors: z
      .strictObject({
        required: text('Required field empty'),
        email: text('E-mail not valid'),
        phone: text('Phone not valid'),
        tooLong: text('Too long', '{max} and {count} are filled in.'),
      })
      .meta({ title: 'Field errors' }),
    status: z
      .strictObject({
        success: text('Sent'),
        failure: text('Failed'),
        wait: text('Sent too soon', 'After a message sent a moment ago; {seconds} is filled in.'),
        busy: text('Service busy', 'Said after the failure message when the sending service refuses too many messages.'),
      })
      .meta({ title: 'Send outcome' }),
    waitTime: z
      .strictObject({ one: text('One second'), other: text('Seconds', '{count} is filled in.') })
      .meta({ title: 'Waiting time', description: 'Fills {seconds} in "Sent too soon".' }),
    offices: z
      .strictObject({ heading: text('Heading'), lead: longText('Lead'), phoneLabel: text('Phone label'), emailLabel: text('E-mail label') })
      .meta({ title: 'Offices block' }),
    map: z
      .strictObject({
        label: text('Map name', 'Read out for the map.'),
        loading: text('While loading'),
        attribution: text('Map credit', 'Required by the map provider; keep its link.'),
        zoomIn: text('Zoom in button'),
        zoomOut: text('Zoom out button'),
        closePopup: text('Close button of an office’s bubble'),
      })
      .meta({ title: 'Map' }),
  })
  .meta({ title: 'Contact page', description: 'The form, its messages and the offices block.' });

/** The texts of one field of the "Get in Touch" form. */
export type ContactFieldText = z.infer<typeof contactTextsSchema>['form']['fields']['name'];
