// Every registration credential rule of doc 2 §5.6 at its boundaries, as the screen and the platform both run it
// (REGISTRATION_FIELDS through expandRows and the rule engine, doc 3 §5 wording).
import { describe, expect, it } from 'vitest';
import { expandRows } from '../../contract/fieldRules';
import { type RuleContext, standardCustomRules, validateForm } from '../../contract/rules';
import { REGISTRATION_FIELDS, SECURITY_QUESTIONS } from './credentials';

const context: RuleContext = { today: new Date(2026, 10, 23, 9, 0), customRules: standardCustomRules, warn: () => {} };

const VALID = {
  customerNumber: '1012345678',
  registrationPassword1: 'Abcdef1#',
  registrationPassword2: 'Abcdef1#',
  securityQuestion1: 'SQ01',
  securityAnswer1: 'biscuit42',
  securityQuestion2: 'SQ02',
  securityAnswer2: 'harrogate1',
  securityQuestion3: 'SQ03',
  securityAnswer3: 'millbrook7',
  telephonePin: '1357',
  telephonePinConfirmation: '1357',
  registrationTerms: true,
};

/** The errors of the whole registration form with these values changed. */
function errorsWith(changes: Partial<Record<keyof typeof VALID, unknown>>): Record<string, string> {
  const values = { ...VALID, ...changes };
  return validateForm(expandRows(REGISTRATION_FIELDS, values as never), values as never, context);
}

describe('registration credential rules (doc 2 §5.6)', () => {
  it('accepts a complete, valid registration', () => {
    expect(errorsWith({})).toEqual({});
  });

  it('password: 8 to 16 characters at the boundaries', () => {
    expect(errorsWith({ registrationPassword1: 'Abcde1#', registrationPassword2: 'Abcde1#' })).toEqual({
      registrationPassword1: 'Your password must be 8 to 16 characters',
    });
    const sixteen = 'Abcdefghijklm1#x';
    expect(sixteen).toHaveLength(16);
    expect(errorsWith({ registrationPassword1: sixteen, registrationPassword2: sixteen })).toEqual({});
    const seventeen = `${sixteen}y`;
    expect(errorsWith({ registrationPassword1: seventeen, registrationPassword2: seventeen })).toEqual({
      registrationPassword1: 'Your password must be 8 to 16 characters',
    });
  });

  it('password: a letter, a number and a symbol, never the pound sign; case sensitive confirmation', () => {
    const symbolMessage = 'Your password needs at least one letter, one number and one symbol (not £)';
    for (const password of ['abcdefgh1', 'abcdefg#', '12345678#', 'Abcdef1£', 'Abcdef£1#'])
      expect(errorsWith({ registrationPassword1: password, registrationPassword2: password })).toEqual({
        registrationPassword1: symbolMessage,
      });
    expect(errorsWith({ registrationPassword2: 'abcdef1#' })).toEqual({
      registrationPassword2: 'The passwords do not match',
    });
    expect(errorsWith({ registrationPassword2: '' })).toEqual({ registrationPassword2: 'Confirm your password' });
  });

  it('security answers: 6 to 20 letters and numbers', () => {
    expect(errorsWith({ securityAnswer1: 'abcde' })).toEqual({
      securityAnswer1: 'Your answer must be 6 to 20 letters and numbers',
    });
    expect(errorsWith({ securityAnswer1: 'abcdef' })).toEqual({});
    expect(errorsWith({ securityAnswer2: 'a'.repeat(20) })).toEqual({});
    expect(errorsWith({ securityAnswer2: 'a'.repeat(21) })).toEqual({
      securityAnswer2: 'Your answer must be 6 to 20 letters and numbers',
    });
    expect(errorsWith({ securityAnswer3: 'mill brook' })).toEqual({
      securityAnswer3: 'Your answer must be 6 to 20 letters and numbers',
    });
  });

  it('security questions: one of the list, never the same one twice', () => {
    expect(errorsWith({ securityQuestion3: 'SQ01' })).toEqual({
      securityQuestion1: 'Choose a different question for each answer',
      securityQuestion3: 'Choose a different question for each answer',
    });
    expect(errorsWith({ securityQuestion2: 'SQ99' }).securityQuestion2).toBe('Choose a security question');
    expect(errorsWith({ securityQuestion2: SECURITY_QUESTIONS[5]?.value })).toEqual({});
  });

  it('telephone PIN: 4 digits, not four alike, no run up or down; confirmation', () => {
    const pinMessage = 'Your PIN must not repeat one digit or use consecutive numbers';
    for (const pin of ['0000', '9999', '0123', '6789', '3210', '9876'])
      expect(errorsWith({ telephonePin: pin, telephonePinConfirmation: pin })).toEqual({ telephonePin: pinMessage });
    // Nearly a run or nearly all alike is allowed.
    for (const pin of ['1235', '1110', '8764', '0909'])
      expect(errorsWith({ telephonePin: pin, telephonePinConfirmation: pin })).toEqual({});
    expect(errorsWith({ telephonePin: '135', telephonePinConfirmation: '135' })).toEqual({
      telephonePin: 'Your PIN must be 4 digits',
    });
    expect(errorsWith({ telephonePin: '13579', telephonePinConfirmation: '13579' }).telephonePin).toBe(
      'Your PIN must be 4 digits',
    );
    expect(errorsWith({ telephonePinConfirmation: '1358' })).toEqual({
      telephonePinConfirmation: 'The PINs do not match',
    });
  });

  it('terms must be accepted', () => {
    expect(errorsWith({ registrationTerms: false })).toEqual({
      registrationTerms: 'Accept the terms and conditions to register',
    });
  });

  it('customer number: 10 digits starting 10', () => {
    expect(errorsWith({ customerNumber: '2012345678' }).customerNumber).toMatch(/starts with 10/);
    expect(errorsWith({ customerNumber: '101234567' }).customerNumber).toMatch(/10 digits/);
  });
});
