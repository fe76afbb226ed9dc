// The seeded sort codes of the bank details lookup (doc 1 §7 "POST /ref/bank/search"; ARCHITECTURE "Seed data":
// "sort codes for bank lookup: generated or fictional"). Bank and branch names are fictional. The sort codes are
// those of Vocalink's published modulus-checking test cases (so the real weight table applies to them) and the
// sandbox banks' own (999101 CB, 999201 YB: platform/lifecycle/accountOpening.ts), which the weight table does
// not cover, so every 8-digit account number passes at them.
// Frozen: migration 300 inserts these rows; a change needs a new migration (platform/reference/bankMigrations.ts).

export interface SeedBankBranch {
  sortCode: string;
  bankName: string;
  branch: string;
}

export const SEED_BANK_BRANCHES: readonly SeedBankBranch[] = [
  { sortCode: '999101', bankName: 'Clydeside Bank', branch: 'Glasgow Central' },
  { sortCode: '999201', bankName: 'Ridings Bank', branch: 'Leeds Headrow' },
  { sortCode: '089999', bankName: 'Northgate Bank', branch: 'Manchester Piccadilly' },
  { sortCode: '107999', bankName: 'Harbour Savings Bank', branch: 'Bristol Quay' },
  { sortCode: '202959', bankName: 'Thames Mutual', branch: 'Reading Broad Street' },
  { sortCode: '871427', bankName: 'Fenland Building Society', branch: 'Ely Market' },
  { sortCode: '872427', bankName: 'Fenland Building Society', branch: 'Wisbech' },
  { sortCode: '820000', bankName: 'Caledon Bank', branch: 'Edinburgh St Andrew Square' },
  { sortCode: '827999', bankName: 'Caledon Bank', branch: 'Aberdeen Union Street' },
  { sortCode: '827101', bankName: 'Caledon Bank', branch: 'Dundee' },
  { sortCode: '134020', bankName: 'Lowther Bank', branch: 'Carlisle' },
  { sortCode: '118765', bankName: 'Pennine Bank', branch: 'Halifax Commercial Street' },
  { sortCode: '200915', bankName: 'Thames Mutual', branch: 'Oxford Cornmarket' },
  { sortCode: '938611', bankName: 'Anglia Credit Union', branch: 'Norwich' },
  { sortCode: '938600', bankName: 'Anglia Credit Union', branch: 'Ipswich' },
  { sortCode: '938063', bankName: 'Anglia Credit Union', branch: 'Colchester' },
  { sortCode: '772798', bankName: 'Severn Bank', branch: 'Gloucester' },
  { sortCode: '086090', bankName: 'Northgate Bank', branch: 'Salford Quays' },
  { sortCode: '309070', bankName: 'Westway Bank', branch: 'London Paddington' },
  { sortCode: '203099', bankName: 'Thames Mutual', branch: 'Windsor' },
  { sortCode: '074456', bankName: 'Solent Building Society', branch: 'Southampton' },
  { sortCode: '070116', bankName: 'Solent Building Society', branch: 'Portsmouth' },
  { sortCode: '180002', bankName: 'Strand Private Bank', branch: 'London Strand' },
];
