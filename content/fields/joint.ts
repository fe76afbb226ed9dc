// The joint fields (doc 2 §3.1 jointLinkCode, §5.1 "jointLinkCode: exactly 7 digits", §9 "link code 7"; doc 3 "Joint
// pages": label Link code, help says the code is 7 digits, supplied by the other person), and the invitation of the
// other person by email and text (doc 3: "joins with the link code or by invitation sent by email and text").
// Declared once: the screens validate with these, and the platform's request schema takes its pattern from here.
import { EXISTING_CUSTOMER_FIELD } from './eligibility';
import { type FieldContent, yesNo } from './fieldTypes';
import { JOINT_LINK_CODE_PATTERN } from './patterns';

export { JOINT_LINK_CODE_PATTERN } from './patterns';

export const JOINT_LINK_CODE_FIELD: FieldContent = {
  name: 'jointLinkCode',
  data: 'secret',
  label: 'Link code',
  hint: 'The 7-digit code the other person was given when they applied',
  control: 'text',
  section: 'joint',
  inputMode: 'numeric',
  autoComplete: 'off',
  width: 'short',
  rules: [
    { kind: 'required', message: 'Enter the link code' },
    { kind: 'regex', pattern: JOINT_LINK_CODE_PATTERN, message: 'Your link code is 7 digits' },
  ],
};

/** The other person's email and mobile for the invitation: at least one (doc 2 §5.1 email and phone rules). */
export const JOINT_INVITATION_FIELDS: readonly FieldContent[] = [
  {
    name: 'jointInvitationEmail',
    data: 'personal',
    label: 'Their email address',
    control: 'email',
    section: 'joint',
    inputMode: 'email',
    autoComplete: 'off',
    rules: [
      { kind: 'minLength', min: 6, message: 'Enter an email address of 6 to 70 characters' },
      { kind: 'maxLength', max: 70, message: 'Enter an email address of 6 to 70 characters' },
      {
        kind: 'regex',
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        message: 'Enter an email address like name@example.com',
      },
    ],
  },
  {
    name: 'jointInvitationMobile',
    data: 'personal',
    label: 'Their mobile number',
    hint: '11 digits starting 07, no spaces',
    control: 'tel',
    section: 'joint',
    inputMode: 'tel',
    autoComplete: 'off',
    width: 'medium',
    rules: [{ kind: 'regex', pattern: '^07\\d{9}$', message: 'Enter a mobile number of 11 digits starting 07' }],
  },
];

/** doc 2 §3.1 isExistingCustomer (Yes/No): the second applicant's existing-customer question (doc 3 "Joint pages"),
 * the landing's question (one declaration: content/fields/eligibility.ts) in the joint section. */
export const JOINT_EXISTING_CUSTOMER_FIELD: FieldContent = { ...EXISTING_CUSTOMER_FIELD, section: 'joint' };

/** The first applicant's "is the other person with you" yes/no (doc 3 "Joint pages"); not part of the application. */
export const JOINT_OTHER_PERSON_PRESENT_FIELD: FieldContent = {
  name: 'jointOtherPersonPresent',
  label: 'Is the other person with you now?',
  hint: 'If they are, they can enter their part on this device now.',
  control: 'radio',
  options: yesNo,
  section: 'joint',
  rules: [{ kind: 'required', message: 'Select yes if the other person is with you now' }],
};
