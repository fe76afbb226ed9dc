// The patterns of declared fields that a call's schema names too (contract/authSchemas.ts, jointSchemas.ts,
// schemas.ts): declared once here, read by the fields' rules (credentials.ts, joint.ts) and by the schemas, so the
// screen and the platform cannot drift apart. Kept apart from the field declarations so that the schemas, which the
// start page carries, take these few strings and not the declarations.

/** doc 2 §5.6: a customer number is 10 digits starting 10. */
export const CUSTOMER_NUMBER_PATTERN = '^10\\d{8}$';
/** doc 2 §5.6: a login username is 6 to 16 letters or digits. */
export const LOGIN_USERNAME_PATTERN = '^[A-Za-z0-9]{6,16}$';
/** doc 2 §5.6: the letter code is 10 digits. */
export const LETTER_CODE_PATTERN = '^\\d{10}$';
/** doc 2 §5.1, §9: the joint link code is exactly 7 digits. */
export const JOINT_LINK_CODE_PATTERN = '^\\d{7}$';
/** doc 2 §5.6 alternative identification: a first name, letters, up to 35. */
export const ALTERNATIVE_FIRST_NAME_PATTERN = "^[A-Za-z][A-Za-z' -]{0,34}$";
/** doc 2 §5.6 alternative identification: a last name, letters, up to 25. */
export const ALTERNATIVE_LAST_NAME_PATTERN = "^[A-Za-z][A-Za-z' -]{0,24}$";
/** doc 2 §5.6 alternative identification: house number and street, letters and numbers, up to 35. */
export const ALTERNATIVE_ADDRESS_PATTERN = '^[A-Za-z0-9 ]{1,35}$';
