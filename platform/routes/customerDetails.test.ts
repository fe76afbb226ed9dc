// An existing customer's step 1 against the real platform (doc 1 §4 "Existing-customer data", §7 "Users and
// customers"): the customer details call with a bearer token, read by the client's fetchCustomerDetails actor, put
// into the form by the chart's rule, saved, and read back as a resumed case would be (fetchCaptureTask). The masks
// of doc 2 §9 are display only: what reaches the platform is the records' real values.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type InputFrom, type OutputFrom, toPromise } from 'xstate';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { CustomerDetails } from '../../contract/authSchemas';
import type { JourneyError } from '../../machines/actorContracts';
import { withCustomerDetails } from '../../machines/existingCustomer';
import { createJourneyActors, createPlatformConnection } from '../../services/actors';
import { createClientContext } from '../../services/clientContext';
import { bodyAs } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';

const N = SANDBOX_CUSTOMER_NUMBERS;

function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  actor.start();
  return toPromise(actor);
}

describe.each(testDatabaseKinds())('an existing customer’s details on %s', (kind) => {
  let platform: TestPlatform;
  let token: string | undefined;
  const logged: JourneyError[] = [];
  let actors: ReturnType<typeof createJourneyActors>;

  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = platform.app.server.address() as AddressInfo;
    actors = createJourneyActors({
      appBaseUrl: `http://127.0.0.1:${port}`,
      getAccessToken: () => token,
      clientContext: createClientContext({ environment: 'test' }),
      today: platform.clock.now,
      logError: (error) => logged.push(error),
      http: { retryDelay: () => 0, retries: 0 },
      connection: createPlatformConnection(),
    });
    await run(actors.loadStartup, { productCode: 'IM135' });
  });
  afterAll(() => platform?.close());

  const logIn = async (customerNumber: string) => {
    token = (await loginAs(platform.app, customerNumber, platform.clock.now())).access_token;
  };

  it('answers the NI number the records hold, a sentinel one included, and still needs a token', async () => {
    await logIn(N.telephoneBanking);
    const response = await platform.cases.inject({
      method: 'GET',
      url: '/banks/CB/customers/CUS-1000000022',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bodyAs(response, CustomerDetails).personal_details.ni_number).toBe('AA000000A');
    const anonymous = await platform.cases.inject({ method: 'GET', url: '/banks/CB/customers/CUS-1000000022' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads the OWNER’s details with the preferences of GET /user/preferences, in the form’s shapes', async () => {
    await logIn(N.internetBanking);
    const details = await run(actors.fetchCustomerDetails, { bankId: 'CB' });
    expect(details).toEqual({
      customerNumber: N.internetBanking,
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Quillfeather',
      gender: 'Female',
      dateOfBirth: '14-03-1985',
      phoneNumber: '07700900101',
      emailAddress: 'ada.quillfeather@example.com',
      address: { houseNumber: '3', streetName: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP' },
      niNumber: 'QQ123456C',
      marketingPreferences: [
        { type: 'EMAIL', value: 'Y' },
        { type: 'SMS', value: 'N' },
        { type: 'PHONE', value: 'Y' },
        { type: 'POST', value: 'N' },
        { type: 'ONLINE', value: 'Y' },
      ],
    });
    expect(logged).toEqual([]);
  });

  it('logs a UI error for a count of preferences other than 0 or 5, and still answers the details', async () => {
    await logIn(N.regularSaverHolder);
    const details = await run(actors.fetchCustomerDetails, { bankId: 'CB' });
    expect(details.marketingPreferences).toHaveLength(3);
    expect(logged).toEqual([
      { source: 'ui', code: 'marketing_preferences_count', status: 0, message: '3 marketing preferences' },
    ]);
    logged.length = 0;
  });

  it('saves the records’ real values, never the masks, and reads them back for a resumed case', async () => {
    await logIn(N.internetBanking);
    const details = await run(actors.fetchCustomerDetails, { bankId: 'CB' });
    const form = withCustomerDetails(
      { productCode: 'IM135', isExistingCustomer: 'Yes', maritalStatus: 'Single', hasDependants: 'No' },
      details,
    );
    const saved = await run(actors.createCase, {
      bankId: 'CB',
      productType: 'current',
      subType: 'existing',
      caseId: undefined,
      form,
    });
    const ref = { bankId: 'CB', productType: 'current' as const, subType: 'existing' as const, caseId: saved.caseId };
    // issue 10: the customer's own login token reaches the case (auth/caseAccess.ts)
    const stored = await platform.cases.inject({
      method: 'GET',
      url: `/banks/CB/cases/csapcurrent/existing/${saved.caseId}/tasks/capture`,
      headers: { authorization: `Bearer ${token}` },
    });
    const applicant = stored.json().enquiry.applicants[0];
    expect(applicant.personal_details.dob).toBe('1985-03-14');
    expect(applicant.contact_details.phone).toEqual({ mobile: '07700900101' });
    expect(applicant.personal_details.ni_number).toBe('QQ123456C');
    expect(stored.body).not.toContain('*');

    // the case is the customer's: their portal lists it, linked by the customer number the form sends
    const portal = await platform.cases.inject({
      method: 'GET',
      url: '/banks/CB/cases',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(portal.json().cases.map((summary: { id: string }) => summary.id)).toContain(saved.caseId);

    const captured = await run(actors.fetchCaptureTask, ref);
    expect(captured).toMatchObject({
      productCode: 'IM135',
      firstName: 'Ada',
      lastName: 'Quillfeather',
      dateOfBirth: '14-03-1985',
      phoneNumber: '07700900101',
      customerNumber: N.internetBanking,
      maritalStatus: 'Single',
      consentEmail: 'Yes',
      consentMessaging: 'No',
    });
  });
});
