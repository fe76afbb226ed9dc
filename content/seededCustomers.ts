// The sandbox's existing customers (doc 1 §6 "Existing customer"; doc 2 §3.3, §3.5, §5.6): documentation
// data, like card issuers' test card numbers. Every person, number and answer here is invented; card
// numbers are in a fictional 4999 99 range, mobiles in Ofcom's drama range (07700 900xxx), sort codes the
// sandbox's own (CB 999101, YB 999201). The platform stores only scrypt hashes of the secrets and masked
// card numbers (platform/auth/seedCredentialHashes.ts); this file is what a tester types in.

export type SeededBankId = 'CB' | 'YB';

export interface SeededSecurityQuestion {
  id: string;
  question: string;
  /** 6 to 20 letters and numbers (doc 2 §5.6); compared case-insensitively. */
  answer: string;
}

export interface SeededAccount {
  accountType: 'current' | 'savings' | 'cashisa' | 'creditcard';
  /** API product code, IM prefix stripped (doc 2 §3.10). */
  productCode: string;
  accountNumber: string;
  sortCode: string;
}

/** A date of birth, or an age that stays true whatever today is (for the 15, 16 and 17 year olds). */
export type SeededDob = { date: string } | { yearsOld: number; daysSinceBirthday: number };

export interface SeededCustomer {
  customerNumber: string;
  /** The id of GET /banks/{bank}/customers (relationship OWNER). */
  customerId: string;
  bankId: SeededBankId;
  /** Login username, or null for a telephone-banking-only customer (logs in by customer number). */
  username: string | null;
  purpose: string;
  title: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dob: SeededDob;
  address: { houseNumber: string; street: string; city: string; postcode: string };
  email: string;
  mobile: string | null;
  homePhone: string | null;
  /** Internet banking: partial password and security questions (doc 2 §3.5). */
  password: string | null;
  securityQuestions: SeededSecurityQuestion[];
  /** Telephone banking access code, 4 digits (doc 2 §5.6 "access code 4 digits"). */
  accessCode: string | null;
  debitCard: { pan: string; sortCode: string; accountNumber: string } | null;
  creditCard: { pan: string; creditLimit: number } | null;
  accounts: SeededAccount[];
  marketingPreferences: { type: string; value: 'Y' | 'N' }[];
}

const FIVE_PREFERENCES = (values: string): { type: string; value: 'Y' | 'N' }[] =>
  ['EMAIL', 'SMS', 'PHONE', 'POST', 'ONLINE'].map((type, index) => ({
    type,
    value: values[index] === 'Y' ? 'Y' : 'N',
  }));

const QUESTIONS = {
  pet: 'What was the name of your first pet?',
  town: 'In which town or city were you born?',
  school: 'What was the name of your first school?',
  street: 'What street did you grow up on?',
} as const;

const questions = (pet: string, town: string, school: string): SeededSecurityQuestion[] => [
  { id: 'SQ01', question: QUESTIONS.pet, answer: pet },
  { id: 'SQ02', question: QUESTIONS.town, answer: town },
  { id: 'SQ03', question: QUESTIONS.school, answer: school },
];

export const CB_SANDBOX_SORT_CODE = '999101';
export const YB_SANDBOX_SORT_CODE = '999201';

export const SEEDED_CUSTOMERS: readonly SeededCustomer[] = [
  {
    customerNumber: '1000000011',
    customerId: 'CUS-1000000011',
    bankId: 'CB',
    username: 'sandboxada',
    purpose: 'Internet banking; holds a current account (135) and a credit card; 5 marketing preferences',
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Quillfeather',
    gender: 'Female',
    dob: { date: '1985-03-14' },
    address: { houseNumber: '3', street: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP' },
    email: 'ada.quillfeather@example.com',
    mobile: '07700900101',
    homePhone: '01130000101',
    password: 'Sandbox#135',
    securityQuestions: questions('biscuit42', 'harrogate1', 'millbrook7'),
    accessCode: '2468',
    debitCard: { pan: '4999990000000011', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000011' },
    creditCard: { pan: '4999991000000011', creditLimit: 1500 },
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000011', sortCode: CB_SANDBOX_SORT_CODE },
      { accountType: 'creditcard', productCode: 'G99', accountNumber: '71000011', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNYNY'),
  },
  {
    customerNumber: '1000000022',
    customerId: 'CUS-1000000022',
    bankId: 'CB',
    username: null,
    purpose: 'Telephone banking only (acn or debit card challenge, login by customer number); 0 marketing preferences',
    title: 'Mr',
    firstName: 'Bram',
    lastName: 'Ottersley',
    gender: 'Male',
    dob: { date: '1971-11-02' },
    address: { houseNumber: '7A', street: 'Larkspur Avenue', city: 'Manchester', postcode: 'M14 5RG' },
    email: 'bram.ottersley@example.com',
    mobile: '07700900102',
    homePhone: null,
    password: null,
    securityQuestions: [],
    accessCode: '3971',
    debitCard: { pan: '4999990000000022', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000022' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '125', accountNumber: '70000022', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: [],
  },
  {
    customerNumber: '1000000033',
    customerId: 'CUS-1000000033',
    bankId: 'CB',
    username: 'sandboxcara',
    purpose: 'Already holds a Regular Saver Exclusive (760) and a current account; 3 marketing preferences',
    title: 'Mrs',
    firstName: 'Cara',
    lastName: 'Fennimore',
    gender: 'Female',
    dob: { date: '1990-07-21' },
    address: { houseNumber: '2', street: 'Minster Garth', city: 'York', postcode: 'YO1 7HH' },
    email: 'cara.fennimore@example.com',
    mobile: '07700900103',
    homePhone: null,
    password: 'Saver$760cara',
    securityQuestions: questions('pepper11', 'whitby22', 'oakfield3'),
    accessCode: '5820',
    debitCard: { pan: '4999990000000033', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000033' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000033', sortCode: CB_SANDBOX_SORT_CODE },
      { accountType: 'savings', productCode: '760', accountNumber: '72000033', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    // Another count than 0 or 5: the app raises a UI error (doc 1 "Existing-customer data").
    marketingPreferences: FIVE_PREFERENCES('YYN').slice(0, 3),
  },
  {
    customerNumber: '1000000044',
    customerId: 'CUS-1000000044',
    bankId: 'CB',
    username: 'sandboxdev',
    purpose: 'Aged 17 (always); holds a current account; 5 marketing preferences',
    title: 'Mx',
    firstName: 'Devon',
    lastName: 'Ashcombe',
    gender: 'Male',
    dob: { yearsOld: 17, daysSinceBirthday: 120 },
    address: { houseNumber: '12', street: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP' },
    email: 'devon.ashcombe@example.com',
    mobile: '07700900104',
    homePhone: null,
    password: 'Young17!dev',
    securityQuestions: questions('rocket17', 'leedscity', 'parkside4'),
    accessCode: '1357',
    debitCard: { pan: '4999990000000044', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000044' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000044', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNNNN'),
  },
  {
    customerNumber: '1000000055',
    customerId: 'CUS-1000000055',
    bankId: 'CB',
    username: 'sandboxelle',
    purpose: 'Aged 16 (always); holds a current account; 5 marketing preferences',
    title: 'Miss',
    firstName: 'Elle',
    lastName: 'Marchbank',
    gender: 'Female',
    dob: { yearsOld: 16, daysSinceBirthday: 40 },
    address: { houseNumber: '5', street: 'Minster Garth', city: 'York', postcode: 'YO1 7HH' },
    email: 'elle.marchbank@example.com',
    mobile: '07700900105',
    homePhone: null,
    password: 'Teen16?elle',
    securityQuestions: questions('marmalade5', 'scarborough', 'hillcrest6'),
    accessCode: '8024',
    debitCard: { pan: '4999990000000055', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000055' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000055', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YYYYY'),
  },
  {
    customerNumber: '1000000066',
    customerId: 'CUS-1000000066',
    bankId: 'CB',
    username: 'sandboxfinn',
    purpose: 'No current account from the listed codes (Everyday Saver 759 and a credit card only)',
    title: 'Mr',
    firstName: 'Finn',
    lastName: 'Harrowgate',
    gender: 'Male',
    dob: { date: '1979-01-30' },
    address: { houseNumber: '41', street: 'Oakhollow Road', city: 'London', postcode: 'N16 8LR' },
    email: 'finn.harrowgate@example.com',
    mobile: '07700900106',
    homePhone: '02070000106',
    password: 'Cards&759finn',
    securityQuestions: questions('whiskers9', 'bristol88', 'greenway1'),
    accessCode: '6142',
    debitCard: null,
    creditCard: { pan: '4999991000000066', creditLimit: 3200 },
    accounts: [
      { accountType: 'savings', productCode: '759', accountNumber: '72000066', sortCode: CB_SANDBOX_SORT_CODE },
      { accountType: 'creditcard', productCode: 'BCD', accountNumber: '71000066', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNYN'),
  },
  {
    customerNumber: '1000000077',
    customerId: 'CUS-1000000077',
    bankId: 'CB',
    username: 'sandboxgail',
    purpose: 'Not registered for digital or telephone banking: challenge creation answers 1013 (missing details)',
    title: 'Dr',
    firstName: 'Gail',
    lastName: 'Northcote',
    gender: 'Female',
    dob: { date: '1964-05-09' },
    address: { houseNumber: '21', street: 'Kelvinhaugh Crescent', city: 'Glasgow', postcode: 'G12 8QQ' },
    email: 'gail.northcote@example.com',
    mobile: null,
    homePhone: '01410000107',
    password: null,
    securityQuestions: [],
    accessCode: null,
    debitCard: null,
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000077', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: [],
  },
  {
    customerNumber: '1000000088',
    customerId: 'CUS-1000000088',
    bankId: 'YB',
    username: 'sandboxhugo',
    purpose: 'A YB customer (GET /users/sandboxhugo answers YB); internet banking; 5 marketing preferences',
    title: 'Mr',
    firstName: 'Hugo',
    lastName: 'Pennistone',
    gender: 'Male',
    dob: { date: '1988-09-17' },
    address: { houseNumber: '4', street: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP' },
    email: 'hugo.pennistone@example.com',
    mobile: '07700900108',
    homePhone: null,
    password: 'Ridings@208',
    securityQuestions: questions('bramble8', 'halifax20', 'moorside2'),
    accessCode: '7315',
    debitCard: { pan: '4999990000000088', sortCode: YB_SANDBOX_SORT_CODE, accountNumber: '70000088' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000088', sortCode: YB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNYYN'),
  },
  {
    customerNumber: '1000000099',
    customerId: 'CUS-1000000099',
    bankId: 'CB',
    username: 'sandboxivy',
    purpose: 'Aged 15 (always), a young saver (759): the regular saver group answers WEB-ERROR',
    title: 'Miss',
    firstName: 'Ivy',
    lastName: 'Rowanberry',
    gender: 'Female',
    dob: { yearsOld: 15, daysSinceBirthday: 200 },
    address: { houseNumber: '6', street: 'Minster Garth', city: 'York', postcode: 'YO1 7HH' },
    email: 'ivy.rowanberry@example.com',
    mobile: '07700900109',
    homePhone: null,
    password: 'Saver15*ivy',
    securityQuestions: questions('pumpkin15', 'ripon2010', 'castleton9'),
    accessCode: null,
    debitCard: null,
    creditCard: null,
    accounts: [
      { accountType: 'savings', productCode: '759', accountNumber: '72000099', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNNNN'),
  },
  {
    // the generated browser paths' own (e2e/support/pathEvents.ts): no other spec reads their texted passcodes;
    // one customer per place the paths step up, as a customer is texted 10 passcodes an hour at most
    customerNumber: '1000000110',
    customerId: 'CUS-1000000110',
    bankId: 'CB',
    username: 'sandboxjo',
    purpose: 'Internet banking with a mobile, like sandboxada, for the generated browser paths that step up',
    title: 'Ms',
    firstName: 'Jo',
    lastName: 'Thistlewood',
    gender: 'Female',
    dob: { date: '1979-09-21' },
    address: { houseNumber: '8', street: 'Calder Walk', city: 'Wakefield', postcode: 'WF1 2DD' },
    email: 'jo.thistlewood@example.com',
    mobile: '07700900110',
    homePhone: null,
    password: 'Paths#110jo',
    securityQuestions: questions('thimble10', 'ossett1979', 'eastmoor3'),
    accessCode: '9135',
    debitCard: { pan: '4999990000000110', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000110' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000110', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNYN'),
  },
  {
    customerNumber: '1000000120',
    customerId: 'CUS-1000000120',
    bankId: 'CB',
    username: 'sandboxkai',
    purpose: 'Internet banking with a mobile, like sandboxada, for the generated browser paths that step up',
    title: 'Ms',
    firstName: 'Kai',
    lastName: 'Brackenridge',
    gender: 'Female',
    dob: { date: '1982-05-02' },
    address: { houseNumber: '12', street: 'Ouse Lane', city: 'Selby', postcode: 'YO8 4AB' },
    email: 'kai.brackenridge@example.com',
    mobile: '07700900111',
    homePhone: null,
    password: 'Paths#120kai',
    securityQuestions: questions('lantern20', 'selby1982', 'westgate4'),
    accessCode: '8642',
    debitCard: { pan: '4999990000000120', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000120' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000120', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNYNY'),
  },
  {
    customerNumber: '1000000130',
    customerId: 'CUS-1000000130',
    bankId: 'CB',
    username: 'sandboxlin',
    purpose: 'Internet banking with a mobile, like sandboxada, for the generated browser paths that step up',
    title: 'Ms',
    firstName: 'Lin',
    lastName: 'Fairweather',
    gender: 'Female',
    dob: { date: '1975-11-11' },
    address: { houseNumber: '4', street: 'Spen Road', city: 'Batley', postcode: 'WF17 5AA' },
    email: 'lin.fairweather@example.com',
    mobile: '07700900112',
    homePhone: null,
    password: 'Paths#130lin',
    securityQuestions: questions('compass30', 'batley1975', 'northfield5'),
    accessCode: '7531',
    debitCard: { pan: '4999990000000130', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000130' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000130', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNYYN'),
  },
  {
    // the generated browser paths' own too: resending until the sandbox's three passcodes a challenge are spent
    // texts it three times in one path, which the other customers' paths, within 10 an hour, must not share
    customerNumber: '1000000140',
    customerId: 'CUS-1000000140',
    bankId: 'CB',
    username: 'sandboxmo',
    purpose: 'Internet banking with a mobile, for the generated browser path that resends until the passcode limit',
    title: 'Ms',
    firstName: 'Mo',
    lastName: 'Hartsedge',
    gender: 'Female',
    dob: { date: '1984-03-14' },
    address: { houseNumber: '6', street: 'Holme Bank', city: 'Mirfield', postcode: 'WF14 8AA' },
    email: 'mo.hartsedge@example.com',
    mobile: '07700900113',
    homePhone: null,
    password: 'Paths#140mo',
    securityQuestions: questions('kettle40', 'mirfield1984', 'eastthorpe6'),
    accessCode: '6420',
    debitCard: { pan: '4999990000000140', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000140' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000140', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YYNNY'),
  },
  {
    // the generated browser paths' own too: the joint second applicant who is an existing customer logs in, and
    // is stepped up when the login app gave a scope-10 token (e2e/support/pathEvents/jointExisting.ts)
    customerNumber: '1000000170',
    customerId: 'CUS-1000000170',
    bankId: 'CB',
    username: 'sandboxpat',
    purpose: 'Internet banking with a mobile, for the generated browser paths of a joint second applicant',
    title: 'Mr',
    firstName: 'Pat',
    lastName: 'Oakenshaw',
    gender: 'Male',
    dob: { date: '1979-07-21' },
    address: { houseNumber: '8', street: 'Calder Lane', city: 'Dewsbury', postcode: 'WF12 7AA' },
    email: 'pat.oakenshaw@example.com',
    mobile: '07700900117',
    homePhone: null,
    password: 'Paths#170pat',
    securityQuestions: questions('saddle70', 'dewsbury1979', 'thornhill8'),
    accessCode: '8024',
    debitCard: { pan: '4999990000000170', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000170' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000170', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNYN'),
  },
  // The generated browser paths' own for the step-up's other states (e2e/support/pathActions/stepUp.ts): each path
  // texts its customer up to the challenge's limit, or never, so no other path's passcodes are spent or read
  {
    customerNumber: '1000000210',
    customerId: 'CUS-1000000210',
    bankId: 'CB',
    username: 'sandboxnoor',
    purpose:
      'Internet banking with a mobile, for the generated browser path that resends to the passcode limit on step 1',
    title: 'Ms',
    firstName: 'Noor',
    lastName: 'Ashworthy',
    gender: 'Female',
    dob: { date: '1986-07-19' },
    address: { houseNumber: '14', street: 'Kirkgate', city: 'Otley', postcode: 'LS21 3AA' },
    email: 'noor.ashworthy@example.com',
    mobile: '07700900121',
    homePhone: null,
    password: 'Paths#210noor',
    securityQuestions: questions('pebble21', 'otley1986', 'westbank2'),
    accessCode: '5173',
    debitCard: { pan: '4999990000000210', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000210' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000210', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYYNN'),
  },
  {
    customerNumber: '1000000220',
    customerId: 'CUS-1000000220',
    bankId: 'CB',
    username: 'sandboxpia',
    purpose:
      'Internet banking with a mobile, for the generated browser path that resends to the passcode limit for the regular saver',
    title: 'Ms',
    firstName: 'Pia',
    lastName: 'Greenhalgh',
    gender: 'Female',
    dob: { date: '1977-02-08' },
    address: { houseNumber: '3', street: 'Bridge Street', city: 'Hebden Bridge', postcode: 'HX7 8AA' },
    email: 'pia.greenhalgh@example.com',
    mobile: '07700900122',
    homePhone: null,
    password: 'Paths#220pia',
    securityQuestions: questions('walnut22', 'todmorden77', 'calder8'),
    accessCode: '3816',
    debitCard: { pan: '4999990000000220', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000220' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000220', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNNYY'),
  },
  {
    // no mobile: the step-up's challenge is the password's (no passcode is texted), doc 1 §4 "Step-up modal"
    customerNumber: '1000000230',
    customerId: 'CUS-1000000230',
    bankId: 'CB',
    username: 'sandboxquinn',
    purpose: 'Internet banking without a mobile, for the generated browser path whose step-up texts no passcode',
    title: 'Mr',
    firstName: 'Quinn',
    lastName: 'Oldroyd',
    gender: 'Male',
    dob: { date: '1981-10-27' },
    address: { houseNumber: '22', street: 'Westgate', city: 'Elland', postcode: 'HX5 0AA' },
    email: 'quinn.oldroyd@example.com',
    mobile: null,
    homePhone: '01422000230',
    password: 'Paths#230quinn',
    securityQuestions: questions('teapot23', 'elland1981', 'southgate9'),
    accessCode: '2749',
    debitCard: { pan: '4999990000000230', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000230' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000230', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNYNY'),
  },
  {
    // the sandbox fails its first passcode text on purpose (POST /sandbox/customers/{number}/sms-failing)
    customerNumber: '1000000240',
    customerId: 'CUS-1000000240',
    bankId: 'CB',
    username: 'sandboxrory',
    purpose: 'Internet banking with a mobile, for the generated browser path whose first passcode cannot be sent',
    title: 'Mr',
    firstName: 'Rory',
    lastName: 'Haigh',
    gender: 'Male',
    dob: { date: '1983-12-05' },
    address: { houseNumber: '9', street: 'Market Place', city: 'Pontefract', postcode: 'WF8 1AA' },
    email: 'rory.haigh@example.com',
    mobile: '07700900124',
    homePhone: null,
    password: 'Paths#240rory',
    securityQuestions: questions('lantern24', 'pontefract83', 'carleton4'),
    accessCode: '4082',
    debitCard: { pan: '4999990000000240', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000240' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000240', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNYYN'),
  },
  {
    // the generated browser path of the credit card's limit adjustment (e2e/support/pathEvents/creditCard.ts): its
    // own, as it applies for a card at every run and no other spec should find those cases in its portal
    customerNumber: '1000000350',
    customerId: 'CUS-1000000350',
    bankId: 'CB',
    username: 'sandboxcard',
    purpose: 'Internet banking with a mobile, for the generated browser path that changes a credit card offer limit',
    title: 'Ms',
    firstName: 'Carys',
    lastName: 'Ackroyd',
    gender: 'Female',
    dob: { date: '1981-04-17' },
    address: { houseNumber: '35', street: 'Saltaire Road', city: 'Shipley', postcode: 'BD18 3HA' },
    email: 'carys.ackroyd@example.com',
    mobile: '07700900350',
    homePhone: null,
    password: 'Paths#350card',
    securityQuestions: questions('teasel35', 'saltaire81', 'baildon3'),
    accessCode: '6150',
    debitCard: { pan: '4999990000000350', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000350' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000350', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYYNN'),
  },
  {
    // the generated browser path whose current-user read fails (fault switch): its own, as the switch fails that customer's calls
    customerNumber: '1000000360',
    customerId: 'CUS-1000000360',
    bankId: 'CB',
    username: 'sandboxfaultann',
    purpose:
      'Internet banking with a mobile, for the generated browser path whose current-user read fails (fault switch)',
    title: 'Ms',
    firstName: 'Ann',
    lastName: 'Boothroyd',
    gender: 'Female',
    dob: { date: '1976-02-11' },
    address: { houseNumber: '36', street: 'Mill Lane', city: 'Keighley', postcode: 'BD21 4AA' },
    email: 'ann.boothroyd@example.com',
    mobile: '07700900360',
    homePhone: null,
    password: 'Fault#360ann',
    securityQuestions: questions('fern36', 'keighley76', 'riddlesden3'),
    accessCode: '6360',
    debitCard: { pan: '4999990000000360', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000360' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000360', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNNYN'),
  },
  {
    // the generated browser path whose portal read fails (fault switch): its own, as the switch fails that customer's calls
    customerNumber: '1000000370',
    customerId: 'CUS-1000000370',
    bankId: 'CB',
    username: 'sandboxfaultbo',
    purpose: 'Internet banking with a mobile, for the generated browser path whose portal read fails (fault switch)',
    title: 'Mr',
    firstName: 'Bo',
    lastName: 'Crabtree',
    gender: 'Male',
    dob: { date: '1988-07-23' },
    address: { houseNumber: '37', street: 'Bridge Street', city: 'Bingley', postcode: 'BD16 2AA' },
    email: 'bo.crabtree@example.com',
    mobile: '07700900370',
    homePhone: null,
    password: 'Fault#370bo',
    securityQuestions: questions('heron37', 'bingley88', 'cottingley7'),
    accessCode: '6370',
    debitCard: { pan: '4999990000000370', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000370' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000370', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNNY'),
  },
  {
    // the generated browser path whose details read on step 1 fails (fault switch): its own, as the switch fails that customer's calls
    customerNumber: '1000000380',
    customerId: 'CUS-1000000380',
    bankId: 'CB',
    username: 'sandboxfaultcy',
    purpose:
      'Internet banking with a mobile, for the generated browser path whose details read on step 1 fails (fault switch)',
    title: 'Mr',
    firstName: 'Cy',
    lastName: 'Drabble',
    gender: 'Male',
    dob: { date: '1969-11-02' },
    address: { houseNumber: '38', street: 'Church Street', city: 'Ilkley', postcode: 'LS29 9AA' },
    email: 'cy.drabble@example.com',
    mobile: '07700900380',
    homePhone: null,
    password: 'Fault#380cy',
    securityQuestions: questions('curlew38', 'ilkley69', 'burley8'),
    accessCode: '6380',
    debitCard: { pan: '4999990000000380', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000380' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000380', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNYYN'),
  },
  {
    // the generated browser path whose regular saver profile read fails (fault switch): its own, as the switch fails that customer's calls
    customerNumber: '1000000390',
    customerId: 'CUS-1000000390',
    bankId: 'CB',
    username: 'sandboxfaultdee',
    purpose:
      'Internet banking with a mobile, for the generated browser path whose regular saver profile read fails (fault switch)',
    title: 'Ms',
    firstName: 'Dee',
    lastName: 'Exley',
    gender: 'Female',
    dob: { date: '1984-05-30' },
    address: { houseNumber: '39', street: 'Kirkgate', city: 'Otley', postcode: 'LS21 3AA' },
    email: 'dee.exley@example.com',
    mobile: '07700900390',
    homePhone: null,
    password: 'Fault#390dee',
    securityQuestions: questions('plover39', 'otley84', 'pool9'),
    accessCode: '6390',
    debitCard: { pan: '4999990000000390', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000390' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000390', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YYNNN'),
  },
  // Ridings Bank (YB) counterparts of sandboxgail, sandboxdev, sandboxcara and sandboxfinn: the YB brand's login finds
  // only its own bank's customers, so the existing customers' result pages are reached in YB too
  // (e2e/accessibilityJourneys.spec.ts; no other spec uses them)
  {
    customerNumber: '1000000150',
    customerId: 'CUS-1000000150',
    bankId: 'YB',
    username: 'sandboxnell',
    purpose: 'A YB customer not registered for digital or telephone banking: challenge creation answers 1013',
    title: 'Mrs',
    firstName: 'Nell',
    lastName: 'Ackroyd',
    gender: 'Female',
    dob: { date: '1958-02-12' },
    address: { houseNumber: '9', street: 'Calder Walk', city: 'Wakefield', postcode: 'WF1 2DD' },
    email: 'nell.ackroyd@example.com',
    mobile: null,
    homePhone: '01924000150',
    password: null,
    securityQuestions: [],
    accessCode: null,
    debitCard: null,
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000150', sortCode: YB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: [],
  },
  {
    customerNumber: '1000000160',
    customerId: 'CUS-1000000160',
    bankId: 'YB',
    username: 'sandboxotto',
    purpose: 'A YB customer aged 17 (always); holds a current account; 5 marketing preferences',
    title: 'Mr',
    firstName: 'Otto',
    lastName: 'Birkdale',
    gender: 'Male',
    dob: { yearsOld: 17, daysSinceBirthday: 90 },
    address: { houseNumber: '14', street: 'Spen Road', city: 'Batley', postcode: 'WF17 5AA' },
    email: 'otto.birkdale@example.com',
    mobile: '07700900116',
    homePhone: null,
    password: 'Young17!otto',
    securityQuestions: questions('comet1717', 'dewsbury7', 'crossbank2'),
    accessCode: '2715',
    debitCard: { pan: '4999990000000160', sortCode: YB_SANDBOX_SORT_CODE, accountNumber: '70000160' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000160', sortCode: YB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNNNN'),
  },
  {
    customerNumber: '1000000190',
    customerId: 'CUS-1000000190',
    bankId: 'YB',
    username: 'sandboxpolly',
    purpose: 'A YB customer who already holds a Regular Saver Exclusive (760) and a current account',
    title: 'Ms',
    firstName: 'Polly',
    lastName: 'Lowther',
    gender: 'Female',
    dob: { date: '1986-10-03' },
    address: { houseNumber: '3', street: 'Holme Bank', city: 'Mirfield', postcode: 'WF14 8AA' },
    email: 'pia.lowther@example.com',
    mobile: '07700900119',
    homePhone: null,
    password: 'Saver$760pia',
    securityQuestions: questions('saffron17', 'otley1986', 'fieldhead7'),
    accessCode: '4826',
    debitCard: { pan: '4999990000000190', sortCode: YB_SANDBOX_SORT_CODE, accountNumber: '70000190' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000190', sortCode: YB_SANDBOX_SORT_CODE },
      { accountType: 'savings', productCode: '760', accountNumber: '72000170', sortCode: YB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNNYN'),
  },
  {
    customerNumber: '1000000180',
    customerId: 'CUS-1000000180',
    bankId: 'YB',
    username: 'sandboxrex',
    purpose: 'A YB customer with no current account from the listed codes (Everyday Saver 759 only)',
    title: 'Mr',
    firstName: 'Rex',
    lastName: 'Calverley',
    gender: 'Male',
    dob: { date: '1975-04-18' },
    address: { houseNumber: '22', street: 'Ouse Lane', city: 'Selby', postcode: 'YO8 4AB' },
    email: 'rex.calverley@example.com',
    mobile: '07700900118',
    homePhone: null,
    password: 'Saver&759rex',
    securityQuestions: questions('tabby1975', 'pudsey44', 'westfield8'),
    accessCode: '3194',
    debitCard: null,
    creditCard: null,
    accounts: [
      { accountType: 'savings', productCode: '759', accountNumber: '72000180', sortCode: YB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYYNN'),
  },
  // The generated browser paths' own joint second applicant who comes back from the login app at scope 10 and steps
  // up before the claim (e2e/support/pathEvents/jointAuthentication.ts): texted passcodes no other path reads
  {
    customerNumber: '1000000400',
    customerId: 'CUS-1000000400',
    bankId: 'CB',
    username: 'sandboxjointsam',
    purpose:
      'Internet banking with a mobile, for the generated browser path of a joint second applicant who steps up before the claim',
    title: 'Mr',
    firstName: 'Sam',
    lastName: 'Ravensworth',
    gender: 'Male',
    dob: { date: '1981-02-11' },
    address: { houseNumber: '40', street: 'Heath Road', city: 'Halifax', postcode: 'HX1 2AA' },
    email: 'sam.ravensworth@example.com',
    mobile: '07700900400',
    homePhone: null,
    password: 'Joint#400sam',
    securityQuestions: questions('lantern40', 'halifax1981', 'bankfield4'),
    accessCode: '6402',
    debitCard: { pan: '4999990000000400', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000400' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000400', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNYN'),
  },
  // The generated browser paths' own for the transfer's step-up (e2e/support/pathEvents/transferStepUp.ts): each opens a
  // cash ISA at scope 10 with the sandbox's accepted scope lowered for them (POST /sandbox/customers/{number}/
  // accepted-scope), so the first step-up is the transfer's; each path's texted passcodes are its customer's alone
  {
    // passcode sent, resent, wrong and right
    customerNumber: '1000000450',
    customerId: 'CUS-1000000450',
    bankId: 'CB',
    username: 'sandboxtsamir',
    purpose:
      'Internet banking with a mobile, for the generated browser paths of the transfer step-up (passcode sent, resent, wrong)',
    title: 'Mr',
    firstName: 'Amir',
    lastName: 'Hollingworth',
    gender: 'Male',
    dob: { date: '1979-05-14' },
    address: { houseNumber: '45', street: 'Kirkgate', city: 'Wakefield', postcode: 'WF1 1AA' },
    email: 'amir.hollingworth@example.com',
    mobile: '07700900450',
    homePhone: null,
    password: 'Paths#450amir',
    securityQuestions: questions('quarry45', 'wakefield1979', 'thornes4'),
    accessCode: '4504',
    debitCard: { pan: '4999990000000450', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000450' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000450', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNYN'),
  },
  {
    // resends to the passcode limit
    customerNumber: '1000000460',
    customerId: 'CUS-1000000460',
    bankId: 'CB',
    username: 'sandboxtsbeth',
    purpose:
      'Internet banking with a mobile, for the generated browser path that resends to the passcode limit in the transfer step-up',
    title: 'Ms',
    firstName: 'Beth',
    lastName: 'Micklethwaite',
    gender: 'Female',
    dob: { date: '1984-09-02' },
    address: { houseNumber: '46', street: 'North Parade', city: 'Skipton', postcode: 'BD23 2AA' },
    email: 'beth.micklethwaite@example.com',
    mobile: '07700900460',
    homePhone: null,
    password: 'Paths#460beth',
    securityQuestions: questions('heather46', 'skipton1984', 'embsay6'),
    accessCode: '4615',
    debitCard: { pan: '4999990000000460', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000460' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000460', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNNYN'),
  },
  {
    // no mobile: the step-up challenge is the password one
    customerNumber: '1000000470',
    customerId: 'CUS-1000000470',
    bankId: 'CB',
    username: 'sandboxtscal',
    purpose:
      'Internet banking without a mobile, for the generated browser path whose transfer step-up texts no passcode',
    title: 'Mr',
    firstName: 'Cal',
    lastName: 'Sugden',
    gender: 'Male',
    dob: { date: '1976-03-21' },
    address: { houseNumber: '47', street: 'Albion Street', city: 'Morley', postcode: 'LS27 8AA' },
    email: 'cal.sugden@example.com',
    mobile: null,
    homePhone: '01132000470',
    password: 'Paths#470cal',
    securityQuestions: questions('anvil47', 'morley1976', 'churwell7'),
    accessCode: '4726',
    debitCard: { pan: '4999990000000470', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000470' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000470', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNYYN'),
  },
  {
    // the sandbox fails her first passcode text (sms-failing)
    customerNumber: '1000000480',
    customerId: 'CUS-1000000480',
    bankId: 'CB',
    username: 'sandboxtsdora',
    purpose:
      'Internet banking with a mobile, for the generated browser path whose first transfer step-up passcode cannot be sent',
    title: 'Ms',
    firstName: 'Dora',
    lastName: 'Pickersgill',
    gender: 'Female',
    dob: { date: '1988-11-30' },
    address: { houseNumber: '48', street: 'Towngate', city: 'Heckmondwike', postcode: 'WF16 0AA' },
    email: 'dora.pickersgill@example.com',
    mobile: '07700900480',
    homePhone: null,
    password: 'Paths#480dora',
    securityQuestions: questions('bobbin48', 'heckmondwike88', 'flush8'),
    accessCode: '4837',
    debitCard: { pan: '4999990000000480', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000480' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000480', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YYNNY'),
  },
  {
    // the hand-written transfer step-up test (e2e/registration.spec.ts), with the sandbox accepted scope set for her
    customerNumber: '1000000490',
    customerId: 'CUS-1000000490',
    bankId: 'CB',
    username: 'sandboxtserin',
    purpose:
      'Internet banking with a mobile, for e2e/registration.spec.ts: the cash ISA step-up before the transfer hand-off at scope 10',
    title: 'Ms',
    firstName: 'Erin',
    lastName: 'Blackburn',
    gender: 'Female',
    dob: { date: '1982-08-08' },
    address: { houseNumber: '49', street: 'Westgate', city: 'Wakefield', postcode: 'WF1 2AA' },
    email: 'erin.blackburn@example.com',
    mobile: '07700900490',
    homePhone: null,
    password: 'Paths#490erin',
    securityQuestions: questions('marble49', 'ossett1982', 'horbury9'),
    accessCode: '4948',
    debitCard: { pan: '4999990000000490', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000490' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000490', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYYNY'),
  },
  // The generated browser paths' own for the step-up's other states before the joint claim, and for the step-up's
  // challenge without a passcode and its passcode that cannot be sent on step 1 and for the regular saver
  // (e2e/support/pathEvents/jointStepUp.ts): each path texts its customer a few times, or never, so no other path's
  // or spec's passcodes are spent or read
  {
    // a joint second applicant who answers the step-up wrongly once and asks for a new passcode
    customerNumber: '1000000500',
    customerId: 'CUS-1000000500',
    bankId: 'CB',
    username: 'sandboxjsana',
    purpose:
      'Internet banking with a mobile, for the generated browser paths of a joint second applicant who gets the step-up passcode wrong and resends it',
    title: 'Ms',
    firstName: 'Ana',
    lastName: 'Thackray',
    gender: 'Female',
    dob: { date: '1984-05-14' },
    address: { houseNumber: '5', street: 'Gibbet Street', city: 'Halifax', postcode: 'HX1 5AA' },
    email: 'ana.thackray@example.com',
    mobile: '07700900500',
    homePhone: null,
    password: 'Joint#500ana',
    securityQuestions: questions('marble50', 'halifax1984', 'warley5'),
    accessCode: '5093',
    debitCard: { pan: '4999990000000500', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000500' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000500', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNNY'),
  },
  {
    // resends until the sandbox texts no more passcodes for the challenge (three)
    customerNumber: '1000000510',
    customerId: 'CUS-1000000510',
    bankId: 'CB',
    username: 'sandboxjsbea',
    purpose:
      'Internet banking with a mobile, for the generated browser path of a joint second applicant who resends to the passcode limit',
    title: 'Ms',
    firstName: 'Bea',
    lastName: 'Longbottom',
    gender: 'Female',
    dob: { date: '1979-09-02' },
    address: { houseNumber: '51', street: 'Skircoat Road', city: 'Halifax', postcode: 'HX1 2AB' },
    email: 'bea.longbottom@example.com',
    mobile: '07700900510',
    homePhone: null,
    password: 'Joint#510bea',
    securityQuestions: questions('thimble51', 'sowerby1979', 'savile51'),
    accessCode: '5184',
    debitCard: { pan: '4999990000000510', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000510' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000510', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNNYN'),
  },
  {
    // the sandbox fails his first passcode text on purpose (POST /sandbox/customers/{number}/sms-failing)
    customerNumber: '1000000520',
    customerId: 'CUS-1000000520',
    bankId: 'CB',
    username: 'sandboxjscal',
    purpose:
      'Internet banking with a mobile, for the generated browser paths whose first step-up passcode cannot be sent',
    title: 'Mr',
    firstName: 'Cal',
    lastName: 'Midgley',
    gender: 'Male',
    dob: { date: '1988-01-23' },
    address: { houseNumber: '52', street: 'Queens Road', city: 'Halifax', postcode: 'HX1 3AB' },
    email: 'cal.midgley@example.com',
    mobile: '07700900520',
    homePhone: null,
    password: 'Joint#520cal',
    securityQuestions: questions('compass52', 'brighouse88', 'bolton52'),
    accessCode: '5275',
    debitCard: { pan: '4999990000000520', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000520' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000520', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NNYYN'),
  },
  {
    // no mobile: the step-up is the password challenge, nothing texted (doc 1 §4 "Step-up modal")
    customerNumber: '1000000530',
    customerId: 'CUS-1000000530',
    bankId: 'CB',
    username: 'sandboxjsdot',
    purpose: 'Internet banking without a mobile, for the generated browser paths whose step-up texts no passcode',
    title: 'Ms',
    firstName: 'Dot',
    lastName: 'Sutcliffe',
    gender: 'Female',
    dob: { date: '1975-11-30' },
    address: { houseNumber: '53', street: 'Hopwood Lane', city: 'Halifax', postcode: 'HX1 4AB' },
    email: 'dot.sutcliffe@example.com',
    mobile: null,
    homePhone: '01422000530',
    password: 'Joint#530dot',
    securityQuestions: questions('saucer53', 'luddenden75', 'moorside53'),
    accessCode: '5366',
    debitCard: { pan: '4999990000000530', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000530' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000530', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YYNNN'),
  },
  // entry and resume (e2e/support/pathEvents/entry.ts): the generated browser paths whose resumed case's read back
  // is refused or fails (fault switch); each with a saved application of its own (SEEDED_PORTAL_CASES), as the switch
  // fails that customer's calls
  {
    customerNumber: '1000000700',
    customerId: 'CUS-1000000700',
    bankId: 'CB',
    username: 'sandboxenmae',
    purpose:
      'Internet banking with a saved application, for the generated browser path whose resumed case read is refused (fault switch)',
    title: 'Ms',
    firstName: 'Mae',
    lastName: 'Ackroyd',
    gender: 'Female',
    dob: { date: '1981-04-17' },
    address: { houseNumber: '70', street: 'Skipton Road', city: 'Keighley', postcode: 'BD21 2AA' },
    email: 'mae.ackroyd@example.com',
    mobile: '07700900700',
    homePhone: null,
    password: 'Entry#700mae',
    securityQuestions: questions('wren70', 'keighley81', 'utley7'),
    accessCode: '3861',
    debitCard: { pan: '4999990000000700', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000700' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000700', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('NYNYN'),
  },
  {
    customerNumber: '1000000710',
    customerId: 'CUS-1000000710',
    bankId: 'CB',
    username: 'sandboxenned',
    purpose:
      'Internet banking with a saved application, for the generated browser path whose resumed case read fails (fault switch)',
    title: 'Mr',
    firstName: 'Ned',
    lastName: 'Brearley',
    gender: 'Male',
    dob: { date: '1979-09-05' },
    address: { houseNumber: '71', street: 'Otley Road', city: 'Guiseley', postcode: 'LS20 8AA' },
    email: 'ned.brearley@example.com',
    mobile: '07700900710',
    homePhone: null,
    password: 'Entry#710ned',
    securityQuestions: questions('otter71', 'guiseley79', 'aireborough7'),
    accessCode: '2947',
    debitCard: { pan: '4999990000000710', sortCode: CB_SANDBOX_SORT_CODE, accountNumber: '70000710' },
    creditCard: null,
    accounts: [
      { accountType: 'current', productCode: '135', accountNumber: '70000710', sortCode: CB_SANDBOX_SORT_CODE },
    ],
    marketingPreferences: FIVE_PREFERENCES('YNNYY'),
  },
];

/**
 * The National Insurance numbers the bank's records hold, by customer number (doc 2 §4). Real-looking ones are in
 * HMRC's QQ test range; two customers hold one of the two sentinel values a record carries when no real number is
 * known (content/fields/existingCustomer.ts SENTINEL_NI_NUMBERS), which the app never shows; two hold none.
 */
export const SEEDED_NI_NUMBERS: Readonly<Record<string, string>> = {
  '1000000011': 'QQ123456C',
  '1000000022': 'AA000000A',
  '1000000033': 'QQ654321A',
  '1000000044': 'QQ445566B',
  '1000000055': 'QQ778899D',
  '1000000066': 'ZZ999999Z',
  '1000000088': 'QQ909192A',
  '1000000110': 'QQ110110B',
  '1000000120': 'QQ120120C',
  '1000000130': 'QQ130130D',
  '1000000140': 'QQ140140A',
  '1000000210': 'QQ210210B',
  '1000000220': 'QQ220220C',
  '1000000230': 'QQ230230D',
  '1000000240': 'QQ240240A',
  '1000000160': 'QQ160160B',
  '1000000190': 'QQ190190A',
  '1000000180': 'QQ180180D',
  '1000000350': 'QQ350350A',
  '1000000360': 'QQ360360A',
  '1000000370': 'QQ370370A',
  '1000000380': 'QQ380380A',
  '1000000390': 'QQ390390A',
  // entry and resume (e2e/support/pathEvents/entry.ts)
  '1000000700': 'QQ700700B',
  '1000000710': 'QQ710710C',
};

/**
 * Saved cases of the portal (doc 1 "Portal", doc 2 §3.6) beyond the customers' real cases: the ones the
 * client must filter out or must not resume, so that its filtering is tested. `real` cases are stored
 * as cases in capture (they resume); the others are listing data only.
 */
export interface SeededPortalCase {
  customerNumber: string;
  id: string;
  uri: string;
  description: string;
  createdAt: string;
  productCode: string;
  /** Stored as a real case in capture, so it can be resumed. */
  real: boolean;
  why: string;
}

/** A start date in the past, relative to when the platform seeds its database (issue 15: not dates in 2030). */
function startedDaysAgo(days: number, now = Date.now()): string {
  const date = new Date(now - days * 24 * 60 * 60 * 1000);
  date.setUTCHours(10, 0, 0, 0);
  return date.toISOString();
}

export const SEEDED_PORTAL_CASES: readonly SeededPortalCase[] = [
  {
    customerNumber: '1000000011',
    id: 'CS90000011',
    uri: '/banks/CB/cases/csapcurrent/existing/CS90000011',
    description: 'Current Account Control',
    createdAt: startedDaysAgo(41),
    productCode: '125',
    real: true,
    why: 'resumable: CS, csap, in capture',
  },
  {
    customerNumber: '1000000011',
    id: 'CC90000012',
    uri: '/banks/CB/cases/csapcreditcard/existing/CC90000012',
    description: 'Gold credit card',
    createdAt: startedDaysAgo(33),
    productCode: 'G99',
    real: true,
    why: 'resumable: CC, csap, in capture',
  },
  {
    customerNumber: '1000000011',
    id: 'CS90000013',
    uri: '/banks/CB/cases/csapcurrent/existing/CS90000013?origin=mobile',
    description: 'Current Account Plus (started in the mobile app)',
    createdAt: startedDaysAgo(26),
    productCode: '135',
    real: false,
    why: 'dropped: origin=mobile',
  },
  {
    customerNumber: '1000000011',
    id: 'PL90000014',
    uri: '/banks/CB/cases/csaploan/existing/PL90000014',
    description: 'Personal loan',
    createdAt: startedDaysAgo(19),
    productCode: 'PL1',
    real: false,
    why: 'dropped: prefix PL is not CS, SA or CC',
  },
  {
    customerNumber: '1000000011',
    id: 'SA90000015',
    uri: '/banks/CB/cases/isatransfer/existing/SA90000015',
    description: 'ISA transfer',
    createdAt: startedDaysAgo(12),
    productCode: '481',
    real: false,
    why: 'shown, not resumable: case type isatransfer is not csap',
  },
  {
    customerNumber: '1000000011',
    id: 'MG90000016',
    uri: '/banks/CB/cases/mortgage/existing/MG90000016',
    description: 'Mortgage application',
    createdAt: startedDaysAgo(5),
    productCode: 'MTG',
    real: false,
    why: 'dropped: prefix MG and not csap',
  },
  // entry and resume (e2e/support/pathEvents/entry.ts): the saved applications the generated browser paths resume
  {
    customerNumber: '1000000700',
    id: 'CS90000700',
    uri: '/banks/CB/cases/csapcurrent/existing/CS90000700',
    description: 'Current Account Plus',
    createdAt: startedDaysAgo(9),
    productCode: '135',
    real: true,
    why: 'resumable: its read back refused on a generated browser path',
  },
  {
    customerNumber: '1000000710',
    id: 'CS90000710',
    uri: '/banks/CB/cases/csapcurrent/existing/CS90000710',
    description: 'Current Account Plus',
    createdAt: startedDaysAgo(8),
    productCode: '135',
    real: true,
    why: 'resumable: its read back fails on a generated browser path',
  },
];

/** The date of birth of a seeded customer on `today` (YYYY-MM-DD). */
export function seededDob(dob: SeededDob, today: Date): string {
  if ('date' in dob) return dob.date;
  const birthday = new Date(
    Date.UTC(today.getUTCFullYear() - dob.yearsOld, today.getUTCMonth(), today.getUTCDate() - dob.daysSinceBirthday),
  );
  return birthday.toISOString().slice(0, 10);
}

/** The sandbox's own details of the 1013 case and of customers by purpose, for tests and documentation. */
export const SANDBOX_CUSTOMER_NUMBERS = {
  internetBanking: '1000000011',
  telephoneBanking: '1000000022',
  regularSaverHolder: '1000000033',
  aged17: '1000000044',
  aged16: '1000000055',
  noCurrentAccount: '1000000066',
  missingDetails: '1000000077',
  ybCustomer: '1000000088',
  aged15: '1000000099',
  generatedPathsStepOne: '1000000110',
  generatedPathsPortal: '1000000120',
  generatedPathsRegularSaver: '1000000130',
  generatedPathsPasscodeLimit: '1000000140',
  generatedPathsPasscodeLimitStepOne: '1000000210',
  generatedPathsPasscodeLimitRegularSaver: '1000000220',
  generatedPathsNoMobile: '1000000230',
  generatedPathsPasscodeNotSent: '1000000240',
  generatedPathsCreditCard: '1000000350',
  generatedPathsCurrentUserFault: '1000000360',
  generatedPathsPortalFault: '1000000370',
  generatedPathsDetailsFault: '1000000380',
  generatedPathsProfileFault: '1000000390',
  ybMissingDetails: '1000000150',
  ybAged17: '1000000160',
  ybRegularSaverHolder: '1000000190',
  ybNoCurrentAccount: '1000000180',
  generatedPathsJointStepUp: '1000000400',
  generatedPathsTransferStepUp: '1000000450',
  generatedPathsTransferStepUpLimit: '1000000460',
  generatedPathsTransferStepUpNoMobile: '1000000470',
  generatedPathsTransferStepUpNotSent: '1000000480',
  transferStepUpSpec: '1000000490',
} as const;
