import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressResponse, AddressSearchResponse } from '../../contract/schemas';
import { POSTCODE_KEY_FORMAT, postcodeKey, seedAddresses } from '../reference/addressSeed';
import { bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

describe('the address seed', () => {
  const addresses = seedAddresses();
  const postcodes = new Set(addresses.map((address) => address.postcode));

  it('has hundreds of addresses across tens of postcodes, with unique ids', () => {
    expect(addresses.length).toBeGreaterThanOrEqual(300);
    expect(postcodes.size).toBeGreaterThanOrEqual(30);
    expect(new Set(addresses.map((address) => address.id)).size).toBe(addresses.length);
    for (const postcode of postcodes) expect(postcodeKey(postcode)).toMatch(POSTCODE_KEY_FORMAT);
  });

  it('has flats, house names without numbers and exactly one BFPO address', () => {
    expect(addresses.filter((address) => address.addressPrefix?.startsWith('Flat ')).length).toBeGreaterThan(50);
    expect(addresses.filter((address) => address.houseName && !address.houseNumber).length).toBeGreaterThan(20);
    expect(addresses.filter((address) => address.isBfpo)).toEqual([
      expect.objectContaining({ postcode: 'BFPO 123', isBfpo: true }),
    ]);
  });

  it('is the same every time', () => {
    expect(seedAddresses()).toEqual(addresses);
  });
});

describe.each(testDatabaseKinds())('address lookup on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const get = (url: string) => platform.app.inject({ method: 'GET', url });
  const search = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return bodyAs(response, AddressSearchResponse);
  };

  it('finds every address at a postcode, whatever its spacing and case', async () => {
    const exact = await search('/ref/address/search/LS1%204AP');
    expect(exact).toHaveLength(24);
    expect(exact[0]).toEqual({ id: 'LS14AP-01', potential_address: '1 Wharfedale Row, Leeds, LS1 4AP' });
    expect(await search('/ref/address/search/ls14ap')).toEqual(exact);
    expect(await search('/ref/address/search/%20l%20s1%204a%20p%20')).toEqual(exact);
  });

  it('filters by house number', async () => {
    expect(await search('/ref/address/search/LS14AP/7')).toEqual([
      { id: 'LS14AP-07', potential_address: '7 Wharfedale Row, Leeds, LS1 4AP' },
    ]);
    expect((await search('/ref/address/search/M145RG/7a')).map((address) => address.potential_address)).toEqual([
      '7A Larkspur Avenue, Fallowfield, Manchester, M14 5RG',
    ]);
    expect(await search('/ref/address/search/LS14AP/99')).toEqual([]);
  });

  it('filters by house name, in part and in any case', async () => {
    const rectory = await search('/ref/address/search/YO17HH/old%20RECTORY');
    expect(rectory.map((address) => address.potential_address)).toEqual([
      'The Old Rectory, Minster Garth, York, YO1 7HH',
    ]);
    expect((await search('/ref/address/search/YO17HH/cottage')).length).toBe(2);
    expect(await search('/ref/address/search/YO17HH/100%25')).toEqual([]);
  });

  it('finds flats by building number or by flat label', async () => {
    expect(await search('/ref/address/search/LS62QT/14')).toHaveLength(12);
    const flat = await search('/ref/address/search/LS62QT/Flat%202');
    expect(flat.map((address) => address.potential_address)).toEqual([
      'Flat 2, Millstone House, 14 Kirkgate Mews, Headingley, Leeds, LS6 2QT',
    ]);
    expect((await search('/ref/address/search/G128QQ/1%2F1')).map((address) => address.id)).toEqual(['G128QQ-03']);
  });

  it('answers an empty list for a well-formed postcode with no addresses', async () => {
    expect(await search('/ref/address/search/ZE1%200AA')).toEqual([]);
  });

  it('refuses a postcode that is not in UK format', async () => {
    for (const postcode of ['12345', 'LS1', 'ABCDEFG', 'LS1%204AP%20X']) {
      const response = await get(`/ref/address/search/${postcode}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'invalid_postcode', field: 'postcode' });
    }
  });

  it('answers the full address by its reference', async () => {
    const flat = bodyAs(await get('/ref/address/LS62QT-02'), AddressResponse);
    expect(flat).toEqual({
      id: 'LS62QT-02',
      address_prefix: 'Flat 2',
      house_name: 'Millstone House',
      house_number: '14',
      street_name: 'Kirkgate Mews',
      address_line1: 'Headingley',
      city: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS6 2QT',
      country: 'GB',
      is_bfpo: false,
    });
    const named = bodyAs(await get('/ref/address/LA229HP-01'), AddressResponse);
    expect(named).toMatchObject({ house_name: 'Fold Head', is_bfpo: false });
    expect(named.house_number).toBeUndefined();
  });

  it('flags the BFPO address', async () => {
    const [bfpo] = await search('/ref/address/search/bfpo%20123');
    const address = bodyAs(await get(`/ref/address/${bfpo?.id}`), AddressResponse);
    expect(address).toMatchObject({ postcode: 'BFPO 123', is_bfpo: true, country: 'GB' });
  });

  it('answers 404 address_not_found for an unknown reference', async () => {
    const response = await get('/ref/address/LS14AP-99');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('address_not_found');
  });
});
