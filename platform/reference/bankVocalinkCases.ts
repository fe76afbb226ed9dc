// Test data of the bank details lookup, kept apart so unit and platform tests share it.

/**
 * Vocalink's published test cases ("Validating account numbers", chapter 3): sort code, account number and
 * whether the pair passes. They exercise every check type and most exception rules.
 */
export const VOCALINK_TEST_CASES: readonly (readonly [sortCode: string, accountNumber: string, valid: boolean])[] = [
  ['089999', '66374958', true], // 1 pass modulus 10 check
  ['107999', '88837491', true], // 2 pass modulus 11 check
  ['202959', '63748472', true], // 3 pass modulus 11 and double alternate checks
  ['871427', '46238510', true], // 4 exception 10 and 11 where first check passes
  ['872427', '46238510', true], // 5 exception 10 and 11 where first check fails, second passes
  ['871427', '09123496', true], // 6 exception 10 where in range 09 and 99
  ['871427', '99123496', true], // 7 exception 10 where in range 99
  ['820000', '73688637', true], // 8 exception 3, c = 6 so ignore second check
  ['827999', '73988638', true], // 9 exception 3, c = 9 so ignore second check
  ['827101', '28748352', true], // 10 exception 3, c not 6 or 9 so run second check
  ['134020', '63849203', true], // 11 exception 4 where remainder equals checkdigit
  ['118765', '64371389', true], // 12 exception 1
  ['200915', '41011166', true], // 13 exception 6 where the account fails the standard check but is a foreign currency account
  ['938611', '07806039', true], // 14 exception 5 where first checkdigit is correct and second is correct
  ['938600', '42368003', true], // 15 exception 5 where first checkdigit is 10 and second is correct
  ['938063', '55065200', true], // 16 exception 5 where first checkdigit and second are correct
  ['772798', '99345694', true], // 17 exception 7 where passes but would fail the standard check
  ['086090', '06774744', true], // 18 exception 8 where the check passes
  ['309070', '02355688', true], // 19 exception 2 and 9 where the first check passes
  ['309070', '12345668', true], // 20 exception 2 and 9 where first check fails and second passes with substitution
  ['309070', '12345677', true], // 21 exception 2 and 9, a != 0, g = 9 and passes
  ['309070', '99345694', true], // 22 exception 2 and 9, a != 0, g = 9 and passes
  ['938063', '15764273', false], // 23 exception 5 where first checkdigit is correct and second is incorrect
  ['938063', '15764264', false], // 24 exception 5 where first checkdigit is incorrect and second is correct
  ['938063', '15763217', false], // 25 exception 5 where first checkdigit is incorrect with a remainder of 1
  ['118765', '64371388', false], // 26 exception 1 where it fails double alternate check
  ['203099', '66831036', false], // 27 pass modulus 11 check and fail double alternate check
  ['203099', '58716970', false], // 28 fail modulus 11 check and pass double alternate check
  ['089999', '66374959', false], // 29 fail modulus 10 check
  ['107999', '88837493', false], // 30 fail modulus 11 check
  ['074456', '12345112', true], // 31 exception 12 and 13 where passes modulus 11 check
  ['070116', '34012583', true], // 32 exception 12 and 13 where passes the modulus 11 check
  ['074456', '11104102', true], // 33 exception 12 and 13 where fails modulus 11 but passes modulus 10
  ['180002', '00000190', true], // 34 exception 14 where the first check fails and the second passes
];
