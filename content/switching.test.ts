// doc 3 §8: every switch code has a message (the glossed ones as glossed, the others try later or phone), and a default.
import { describe, expect, it } from 'vitest';
import { SWITCH_CODES, switchCopy, switchDefaultMessage, switchMessage } from './switching';

const DOC_3_CODES = [
  '000',
  '340',
  '345',
  '346',
  '347',
  '348',
  '349',
  '350',
  '353',
  '355',
  '358',
  '359',
  '362',
  '363',
  '364',
  '365',
  '366',
  '367',
  '380',
  '389',
  '393',
  '394',
  '395',
  '398',
  '402',
  '403',
  '801',
  '861',
];
const PHONE = '0800 000 1001';

describe('switch messages (doc 3 §8)', () => {
  it('has a message for exactly the codes of doc 3 §8', () => {
    expect(SWITCH_CODES).toEqual(DOC_3_CODES);
  });

  it('says what the glossed codes mean', () => {
    expect(switchMessage('345', PHONE)).toMatch(/weekend or a bank holiday/);
    expect(switchMessage('346', PHONE)).toMatch(/at least 7 working days/);
    expect(switchMessage('348', PHONE)).toMatch(/already in progress.*write to you/);
    expect(switchMessage('350', PHONE)).toMatch(/date of birth/);
    expect(switchMessage('389', PHONE)).toMatch(/postal address/);
  });

  it('tells the applicant to try later or phone for the others, and falls back to a default', () => {
    for (const code of ['340', '347', '349', '353', '355', '358', '359', '362', '363', '364', '365', '366', '367']) {
      expect(switchMessage(code, PHONE)).toBe(
        `We can't set up your switch online at the moment. Please try again later or call us on ${PHONE}.`,
      );
    }
    for (const code of ['380', '393', '394', '395', '398', '402', '403', '801', '861']) {
      expect(switchMessage(code, PHONE)).toMatch(/try again later or call us on 0800 000 1001/);
    }
    expect(switchMessage('999', PHONE)).toBe(switchDefaultMessage(PHONE));
    expect(switchMessage(undefined, PHONE)).toBe(switchDefaultMessage(PHONE));
  });

  it('has a variant for the second brand family', () => {
    expect(switchCopy('DYB/VM').title).not.toBe(switchCopy('CB/YB').title);
    expect(switchCopy(undefined)).toBe(switchCopy('CB/YB'));
  });
});
