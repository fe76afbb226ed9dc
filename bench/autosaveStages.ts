// `npx tsx bench/autosaveStages.ts` (issue 16): where an autosave's CPU goes, in process, stage by stage, rotating the
// stages round by round (the machine's load drifts): the whole call through Fastify (inject), the one statement's
// function alone (autosaveInOneStatement: checks, statement), the checks alone (superstruct's body check, the
// compiled check the route now runs first, the enquiry's rules), and the floor's bare jsonb UPDATE on the same
// database. PGlite in a fresh folder, or DATABASE_URL's PostgreSQL (schema bench_stages; the server's CPU is not counted). STAGES_N (default 1500) per stage
// and round, STAGES_ROUNDS (default 3),
// STAGES_ONLY a pattern of the stages' names.
import { validate } from 'superstruct';
import { Enquiry } from '../contract/schemas';
import { productForCase } from '../platform/cases/caseProduct';
import { assertEnquiryValid, assertEnquiryValidSince } from '../platform/cases/enquiryValidation';
import { compileStructCheck } from '../platform/http/structCheck';
import { autosaveInOneStatement } from '../platform/routes/autosaveStatement';
import { stepOneEnquiry } from './enquiry';
import { createFloorTable, FLOOR_UPDATE } from './floorTable';
import { inProcessCase } from './inProcessCase';

const n = Number(process.env.STAGES_N ?? 1500);
const rounds = Number(process.env.STAGES_ROUNDS ?? 3);
const { db, app, base, caseId, token, auth } = await inProcessCase('stages');
await createFloorTable(db);
const enquiry = validate(stepOneEnquiry, Enquiry, { coerce: true })[1] as Enquiry;
const params = { bankId: 'CB', caseType: 'csapcurrent', subType: 'ntb', caseId } as const;
const request = { headers: { authorization: `Bearer ${token}` } };
const payload = JSON.stringify(stepOneEnquiry);
const acceptsEnquiry = compileStructCheck(Enquiry);
// Two versions of the enquiry an applicant's saves alternate between: one answer changed, or three.
const applicant = enquiry.applicants[0] as Enquiry['applicants'][number];
const personal = applicant.personal_details as NonNullable<typeof applicant.personal_details>;
const withApplicant = (changed: Partial<typeof applicant>): Enquiry => ({
  ...enquiry,
  applicants: [{ ...applicant, ...changed }],
});
const named = ['Ada', 'Augusta'].map((first) =>
  withApplicant({ personal_details: { ...personal, name: { ...personal.name, first } } }),
);
const three = [
  ['Ada', '07700900123', '12'],
  ['Augusta', '07700900124', '14'],
].map(([first, mobile, house]) =>
  withApplicant({
    personal_details: {
      ...personal,
      name: { ...personal.name, first },
      addresses: personal.addresses?.map((address) => ({
        ...address,
        uk_address: { ...address.uk_address, house_number: house },
      })) as typeof personal.addresses,
    },
    contact_details: { ...applicant.contact_details, phone: { mobile } },
  }),
);
let flip = 0;
const stages: Record<string, () => Promise<unknown> | unknown> = {
  'whole call (inject)': async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: `${base}/${caseId}/tasks/capture/actions/update`,
      headers: auth,
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
  },
  autosaveInOneStatement: async () => {
    if (!(await autosaveInOneStatement(db, request, params as never, enquiry, new Date())))
      throw new Error('general path');
  },
  'JSON.parse + superstruct body check': () => validate(JSON.parse(payload), Enquiry, { coerce: true }),
  // What the route runs first since wt-save3 (http/structValidation.ts): superstruct only for a body it refuses.
  'JSON.parse + compiled body check': () => {
    if (!acceptsEnquiry?.(JSON.parse(payload))) throw new Error('the compiled check refused the bench enquiry');
  },
  'enquiry rules (assertEnquiryValid)': () =>
    assertEnquiryValid({
      enquiry,
      product: productForCase(enquiry, 'current', 'ntb'),
      subType: 'ntb',
      mode: 'partial',
      now: new Date(),
    }),
  // save6: only the rules that read what changed since the case's last valid form (contract/changedFieldRules.ts).
  'enquiry rules, what changed: the same form': () =>
    assertEnquiryValidSince('stages-same', {
      enquiry,
      product: productForCase(enquiry, 'current', 'ntb'),
      subType: 'ntb',
      mode: 'partial',
      now: new Date(),
    }),
  'enquiry rules, what changed: the first name': () => {
    flip = 1 - flip;
    assertEnquiryValidSince('stages-name', {
      enquiry: named[flip] as Enquiry,
      product: productForCase(enquiry, 'current', 'ntb'),
      subType: 'ntb',
      mode: 'partial',
      now: new Date(),
    });
  },
  'enquiry rules, what changed: name, phone, address': () => {
    flip = 1 - flip;
    assertEnquiryValidSince('stages-three', {
      enquiry: three[flip] as Enquiry,
      product: productForCase(enquiry, 'current', 'ntb'),
      subType: 'ntb',
      mode: 'partial',
      now: new Date(),
    });
  },
  'floor: bare jsonb UPDATE': () => db.query(FLOOR_UPDATE, ['floor-case', payload]),
};
const only = process.env.STAGES_ONLY ? new RegExp(process.env.STAGES_ONLY) : undefined;
const results = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1) {
  for (const [name, run] of Object.entries(stages).filter(([name]) => !only || only.test(name))) {
    for (let index = 0; index < 200; index += 1) await run();
    const cpu = process.cpuUsage();
    for (let index = 0; index < n; index += 1) await run();
    const used = process.cpuUsage(cpu);
    results.set(name, [...(results.get(name) ?? []), Math.round((used.user + used.system) / n)]);
  }
}
for (const [name, values] of results) console.log(`${name.padEnd(40)} ${values.join(', ')} µs CPU`);
await app.close();
await db.close();
process.exit();
