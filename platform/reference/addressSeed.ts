// Seed addresses for postcode lookup (doc 1 §7 "Reference and documents", doc 2 §3.2): a deterministic,
// fictional set. Postcodes have real outward formats; every street, building and house name is invented.
// The set is generated from the table below, so the same code always seeds the same addresses.

export interface SeedAddress {
  id: string;
  postcode: string;
  addressPrefix?: string;
  houseName?: string;
  houseNumber?: string;
  streetName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city: string;
  county?: string;
  isBfpo: boolean;
}

interface PostcodeSpec {
  postcode: string;
  street?: string;
  /** Dependent locality, shown as address line 1. */
  locality?: string;
  city: string;
  county?: string;
  /** House numbers on the street. */
  numbers?: readonly string[];
  /** A building of flats: prefix `Flat {n}` (or the given labels). */
  flats?: { buildingName?: string; buildingNumber?: string; labels: readonly string[] };
  /** Houses with a name and no number. */
  names?: readonly string[];
  /** Fully written addresses (BFPO). */
  bfpo?: { line1: string; line2: string };
}

const range = (from: number, to: number, step = 1): string[] => {
  const values: string[] = [];
  for (let n = from; n <= to; n += step) values.push(String(n));
  return values;
};
const flatNumbers = (count: number): string[] => range(1, count).map((n) => `Flat ${n}`);

const POSTCODES: readonly PostcodeSpec[] = [
  // England
  { postcode: 'LS1 4AP', street: 'Wharfedale Row', city: 'Leeds', county: 'West Yorkshire', numbers: range(1, 24) },
  {
    postcode: 'LS6 2QT',
    street: 'Kirkgate Mews',
    locality: 'Headingley',
    city: 'Leeds',
    county: 'West Yorkshire',
    flats: { buildingName: 'Millstone House', buildingNumber: '14', labels: flatNumbers(12) },
  },
  {
    postcode: 'M1 3BN',
    street: 'Cotton Exchange Street',
    city: 'Manchester',
    county: 'Greater Manchester',
    numbers: range(2, 40, 2),
  },
  {
    postcode: 'M14 5RG',
    street: 'Larkspur Avenue',
    locality: 'Fallowfield',
    city: 'Manchester',
    county: 'Greater Manchester',
    numbers: ['1', '3', '5', '7', '7A', '9', '11', '11A', '13', '15'],
  },
  {
    postcode: 'B15 2TT',
    street: 'Quillet Road',
    locality: 'Edgbaston',
    city: 'Birmingham',
    county: 'West Midlands',
    numbers: range(1, 20),
  },
  {
    postcode: 'B33 8TH',
    street: 'Ferncastle Close',
    locality: 'Stechford',
    city: 'Birmingham',
    county: 'West Midlands',
    numbers: range(1, 16),
    names: ['The Old Forge'],
  },
  { postcode: 'SW9 7QJ', street: 'Marrowby Street', locality: 'Brixton', city: 'London', numbers: range(1, 30) },
  {
    postcode: 'EC1V 4PW',
    street: 'Tallowmere Lane',
    city: 'London',
    flats: { buildingName: 'Pemberley Court', buildingNumber: '3', labels: flatNumbers(20) },
  },
  {
    postcode: 'N16 8LR',
    street: 'Oakhollow Road',
    locality: 'Stoke Newington',
    city: 'London',
    flats: { buildingNumber: '47', labels: ['Flat A', 'Flat B', 'Flat C', 'Flat D'] },
    numbers: range(41, 59, 2),
  },
  { postcode: 'E2 7DG', street: 'Silkweaver Yard', locality: 'Bethnal Green', city: 'London', numbers: range(1, 18) },
  {
    postcode: 'SE15 4ND',
    street: 'Ravensbeck Grove',
    locality: 'Peckham',
    city: 'London',
    flats: { buildingName: 'Ravensbeck House', labels: flatNumbers(10) },
    numbers: range(2, 12, 2),
  },
  { postcode: 'BS8 1TH', street: 'Clifton Vale Terrace', city: 'Bristol', numbers: range(1, 22) },
  {
    postcode: 'NE1 5DW',
    street: 'Quayside Wynd',
    city: 'Newcastle upon Tyne',
    county: 'Tyne and Wear',
    flats: { buildingName: 'Keelman Wharf', buildingNumber: '8', labels: flatNumbers(16) },
  },
  { postcode: 'S1 2GH', street: 'Cutlers Row', city: 'Sheffield', county: 'South Yorkshire', numbers: range(1, 25) },
  {
    postcode: 'YO1 7HH',
    street: 'Minster Garth',
    city: 'York',
    county: 'North Yorkshire',
    names: ['Garth Cottage', 'The Old Rectory', 'Rose Cottage', 'Beck House', 'Ivy Lodge', 'Lantern House'],
    numbers: range(1, 6),
  },
  {
    postcode: 'HG3 2RL',
    street: 'Nidd Bank Lane',
    locality: 'Pateley Bridge',
    city: 'Harrogate',
    county: 'North Yorkshire',
    names: ['Heather Brow', 'Low Fold Farm', 'High Fold Farm', 'Moorside', 'The Barn', 'Curlew Cottage'],
  },
  {
    postcode: 'NG1 5FS',
    street: 'Lacemaker Street',
    city: 'Nottingham',
    county: 'Nottinghamshire',
    numbers: range(1, 18),
  },
  {
    postcode: 'L1 8JQ',
    street: 'Mersey Chandlers Walk',
    city: 'Liverpool',
    county: 'Merseyside',
    numbers: range(1, 20),
  },
  {
    postcode: 'CB2 1TN',
    street: 'Scholars Passage',
    city: 'Cambridge',
    county: 'Cambridgeshire',
    numbers: range(1, 12),
    names: ['Fenwick House'],
  },
  {
    postcode: 'OX1 4AJ',
    street: 'Isis Wharf Road',
    city: 'Oxford',
    county: 'Oxfordshire',
    flats: { buildingName: 'Folly Bridge Court', labels: flatNumbers(8) },
  },
  { postcode: 'EX4 3SR', street: 'Longbrook Hill', city: 'Exeter', county: 'Devon', numbers: range(1, 14) },
  {
    postcode: 'TR19 6BN',
    street: 'Chapel Carn Lane',
    locality: 'St Buryan',
    city: 'Penzance',
    county: 'Cornwall',
    names: ['Carn View', 'Chy an Mor', 'Trewartha Farm', 'Polgrean Cottage', 'The Count House'],
  },
  {
    postcode: 'LA22 9HP',
    locality: 'Skelwith Fold',
    city: 'Ambleside',
    county: 'Cumbria',
    names: ['Fold Head', 'Brathay Crag', 'Tarn Hows Cottage', 'Gillside', 'The Coach House', 'Low Skelwith Barn'],
  },
  // Scotland
  { postcode: 'G2 4JR', street: 'Merchant Vennel', city: 'Glasgow', numbers: range(1, 20) },
  {
    postcode: 'G12 8QQ',
    street: 'Kelvinhaugh Crescent',
    locality: 'Hillhead',
    city: 'Glasgow',
    flats: { buildingNumber: '21', labels: ['Flat 0/1', 'Flat 0/2', 'Flat 1/1', 'Flat 1/2', 'Flat 2/1', 'Flat 2/2'] },
    numbers: ['19', '23', '25'],
  },
  { postcode: 'EH1 2NG', street: 'Lawnmarket Close', city: 'Edinburgh', numbers: range(1, 16) },
  {
    postcode: 'EH10 5DT',
    street: 'Bruntsfield Links Place',
    city: 'Edinburgh',
    flats: { buildingNumber: '6', labels: ['Flat 1F1', 'Flat 1F2', 'Flat 2F1', 'Flat 2F2', 'Flat 3F1', 'Flat 3F2'] },
    numbers: ['2', '4', '8', '10'],
  },
  { postcode: 'AB10 1XG', street: 'Granite Quay', city: 'Aberdeen', numbers: range(1, 14) },
  {
    postcode: 'IV2 3PZ',
    street: 'Ness Bank Road',
    city: 'Inverness',
    county: 'Highland',
    names: ['Drumossie', 'Craig Dunain House', 'Balnain'],
    numbers: range(1, 8),
  },
  { postcode: 'DD1 4HN', street: 'Jutemill Wynd', city: 'Dundee', numbers: range(1, 12) },
  // Wales
  {
    postcode: 'CF10 1EP',
    street: 'Coal Exchange Lane',
    city: 'Cardiff',
    flats: { buildingName: 'Tafarn Court', buildingNumber: '12', labels: flatNumbers(14) },
  },
  {
    postcode: 'SA1 3SN',
    street: 'Tawe Dock Road',
    city: 'Swansea',
    numbers: range(1, 16),
    names: ['Ty Gwyn'],
  },
  {
    postcode: 'LL55 4UR',
    street: 'Ffordd Eryri',
    locality: 'Llanberis',
    city: 'Caernarfon',
    county: 'Gwynedd',
    names: ['Bryn Awel', 'Tan y Bwlch', 'Hafod Wen', 'Pen y Bryn'],
  },
  // Northern Ireland
  { postcode: 'BT1 5GS', street: 'Linenhall Row', city: 'Belfast', county: 'County Antrim', numbers: range(1, 18) },
  {
    postcode: 'BT48 6DQ',
    street: 'Foyle Walls Terrace',
    city: 'Londonderry',
    county: 'County Londonderry',
    numbers: range(1, 10),
  },
  // British Forces Post Office (doc 3 §8: BFPO addresses are refused for some products)
  { postcode: 'BFPO 123', city: 'BFPO', bfpo: { line1: 'Unit 4127', line2: 'Operation Northern Lantern' } },
];

/** A postcode in its lookup key form: spaces removed, upper case (doc 1 §7). */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** UK postcodes (outward + inward) and BFPO numbers, in key form. */
export const POSTCODE_KEY_FORMAT = /^(?:[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}|BFPO[0-9]{1,4})$/;

function addressesAt(spec: PostcodeSpec): Omit<SeedAddress, 'id'>[] {
  const place = {
    postcode: spec.postcode,
    ...(spec.street ? { streetName: spec.street } : {}),
    ...(spec.locality ? { addressLine1: spec.locality } : {}),
    city: spec.city,
    ...(spec.county ? { county: spec.county } : {}),
    isBfpo: false,
  };
  if (spec.bfpo) {
    return [{ ...place, addressLine1: spec.bfpo.line1, addressLine2: spec.bfpo.line2, isBfpo: true }];
  }
  const flats = spec.flats;
  return [
    ...(spec.names ?? []).map((houseName) => ({ ...place, houseName })),
    ...(flats?.labels ?? []).map((addressPrefix) => ({
      ...place,
      addressPrefix,
      ...(flats?.buildingName ? { houseName: flats.buildingName } : {}),
      ...(flats?.buildingNumber ? { houseNumber: flats.buildingNumber } : {}),
    })),
    ...(spec.numbers ?? []).map((houseNumber) => ({ ...place, houseNumber })),
  ];
}

/** The whole seed, in lookup order; ids are `{postcode key}-{nn}`. */
export function seedAddresses(): SeedAddress[] {
  return POSTCODES.flatMap((spec) =>
    addressesAt(spec).map((address, index) => ({
      id: `${postcodeKey(spec.postcode)}-${String(index + 1).padStart(2, '0')}`,
      ...address,
    })),
  );
}
