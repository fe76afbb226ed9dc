// Migrations 200-249 (reserved for authentication, users and customers): the tables of existing
// customers, credentials, cards, RSA keys, challenge sessions, tokens, one-time passcodes, letter codes,
// call validation and the sandbox outbox; then the deterministic customer seed; then (210) the limit and
// lockout counters.

import { customerSeedStatements } from '../customers/customerSeed';
import type { Migration } from '../db/migration';

export const AUTH_MIGRATIONS: readonly Migration[] = [
  {
    id: 200,
    name: 'customers and authentication',
    statements: [
      `CREATE TABLE customers (
        customer_number text PRIMARY KEY,
        customer_id text NOT NULL UNIQUE,
        bank_id text NOT NULL,
        username text UNIQUE,
        title text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        gender text NOT NULL,
        dob jsonb NOT NULL,
        address jsonb NOT NULL,
        email text NOT NULL,
        mobile text,
        home_phone text,
        marketing_preferences jsonb NOT NULL DEFAULT '[]'::jsonb,
        accounts jsonb NOT NULL DEFAULT '[]'::jsonb
      )`,
      `CREATE TABLE customer_credentials (
        customer_number text PRIMARY KEY REFERENCES customers (customer_number) ON DELETE CASCADE,
        password_hashes jsonb NOT NULL DEFAULT '[]'::jsonb,
        security_questions jsonb NOT NULL DEFAULT '[]'::jsonb,
        access_code_hash text,
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz
      )`,
      `CREATE TABLE customer_cards (
        customer_number text NOT NULL REFERENCES customers (customer_number) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('debit', 'credit')),
        masked_pan text NOT NULL,
        pan_hash text NOT NULL,
        sort_code text,
        account_number text,
        credit_limit integer,
        PRIMARY KEY (customer_number, kind)
      )`,
      `CREATE TABLE auth_rsa_keys (
        id text PRIMARY KEY,
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE TABLE auth_sessions (
        id text PRIMARY KEY,
        bank_id text NOT NULL,
        customer_number text REFERENCES customers (customer_number) ON DELETE CASCADE,
        scope integer NOT NULL,
        key_id text NOT NULL REFERENCES auth_rsa_keys (id),
        schemes jsonb NOT NULL,
        decoy_failures integer NOT NULL DEFAULT 0,
        otps_sent integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        completed_at timestamptz
      )`,
      `CREATE TABLE auth_tokens (
        token_id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        customer_number text,
        case_id text,
        bank_id text NOT NULL,
        scope integer NOT NULL,
        kind text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      `CREATE TABLE auth_otps (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        session_id text NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      'CREATE INDEX auth_otps_session_idx ON auth_otps (session_id, id)',
      `CREATE TABLE letter_codes (
        case_id text PRIMARY KEY,
        code_hash text NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        issued_at timestamptz NOT NULL,
        verified_at timestamptz
      )`,
      `CREATE TABLE call_validations (
        case_id text PRIMARY KEY,
        questions jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        submitted_at timestamptz,
        result text
      )`,
      `CREATE TABLE sandbox_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        channel text NOT NULL,
        recipient text NOT NULL,
        kind text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      'CREATE INDEX sandbox_outbox_recipient_idx ON sandbox_outbox (recipient, kind, id)',
      `CREATE TABLE seeded_case_summaries (
        id text PRIMARY KEY,
        customer_number text NOT NULL REFERENCES customers (customer_number) ON DELETE CASCADE,
        uri text NOT NULL,
        description text NOT NULL,
        product_code text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    ],
  },
  { id: 201, name: 'sandbox existing customers', statements: customerSeedStatements() },
  {
    // Limits and lockouts that hold across platform nodes (auth/attemptCounters.ts, http/rateLimit.ts):
    // subjects are SHA-256 digests, never a username, address or customer number in clear.
    id: 210,
    name: 'limit and lockout counters',
    statements: [
      `CREATE TABLE limit_counters (
        name text NOT NULL,
        subject text NOT NULL,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        PRIMARY KEY (name, subject)
      )`,
      'CREATE INDEX limit_counters_window_idx ON limit_counters (window_ends_at)',
      `CREATE TABLE lockout_counters (
        name text NOT NULL,
        subject text NOT NULL,
        failures integer NOT NULL,
        locked_until timestamptz,
        PRIMARY KEY (name, subject)
      )`,
      // The identity a decoy session (unknown user) counts its wrong tries under.
      'ALTER TABLE auth_sessions ADD COLUMN identity_subject text',
    ],
  },
  // Issue 10 (case-bound tokens): the token of a case carries the applicant it was issued to (0 = the applicant who
  // created the case; a joint second applicant gets their own), and a tab's one-time resume token (platform/README.md
  // "Case tokens") is kept as its SHA-256 only, one live per case and applicant.
  {
    id: 230,
    name: 'case tokens and resume tokens',
    statements: [
      'ALTER TABLE auth_tokens ADD COLUMN applicant_index integer',
      `CREATE TABLE case_resume_tokens (
        case_id text NOT NULL,
        applicant_index integer NOT NULL,
        bank_id text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (case_id, applicant_index)
      )`,
    ],
  },
  // Registration for internet and telephone banking (auth/registration.ts): the telephone PIN, as its scrypt hash.
  {
    id: 245,
    name: 'registration: telephone PIN',
    statements: ['ALTER TABLE customer_credentials ADD COLUMN telephone_pin_hash text'],
  },
  // POST /sandbox/customers/:customerNumber/sms-failing: how many more passcode texts to a customer fail (auth/otp.ts).
  {
    id: 270,
    name: 'sandbox passcode texts failing',
    statements: [
      `CREATE TABLE sandbox_sms_failing (
        customer_number text PRIMARY KEY,
        remaining integer NOT NULL CHECK (remaining >= 0)
      )`,
    ],
  },
  // Issue 16 (auth/signedCaseTokens.ts): the key case tokens are signed with, one for every process on this database;
  // and the ids of a case's revoked case tokens on the case row, which the poll and the autosave read anyway.
  {
    id: 310,
    name: 'signed case tokens',
    statements: [
      `CREATE TABLE case_token_keys (
        id integer PRIMARY KEY,
        secret text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      "ALTER TABLE cases ADD COLUMN revoked_case_tokens text[] NOT NULL DEFAULT '{}'",
    ],
  },
  // Issue 16 (bench/results/2026-11-28-autosave-hot.md): every new applicant's autosave rotates the tab's resume token,
  // and the UNIQUE index on its hash made each rotation a new row version with an entry in both indexes (never a HOT
  // update), so on PGlite, which has no autovacuum, the table and its indexes grew with every save. The token is only
  // ever looked up with its case (caseTokens.ts redeemResumeToken: `token_hash = $1 AND case_id = $2`, the primary
  // key's first column, at most two rows), and 256 random bits do not collide, so the index on the hash goes: the
  // rotation changes no indexed column and is a HOT update in place, on one page. A fill factor leaves the page room
  // for the new version beside the old one.
  {
    id: 620,
    name: 'resume tokens rotated in place',
    statements: [
      'ALTER TABLE case_resume_tokens DROP CONSTRAINT case_resume_tokens_token_hash_key',
      'ALTER TABLE case_resume_tokens SET (fillfactor = 50)',
    ],
  },
  // A reload while a save is out (found by e2e/joint.spec.ts "secondary applicant reloads the page and keeps their
  // place", which failed once in 253): the save rotated the tab's resume token in the database, the tab was gone before
  // the answer carrying the new one arrived, and the reload's resume, with the token the tab still held, was refused,
  // so a new applicant lost the journey to a login they have no credentials for. The token a rotation replaces stays
  // good for a short grace (caseTokens.ts RESUME_TOKEN_GRACE_MS), unless spent: whichever of the two is redeemed first
  // spends both. No index, so the rotation stays a HOT update (migration 620).
  {
    id: 630,
    name: 'the resume token a rotation replaces, good for a grace',
    statements: [
      'ALTER TABLE case_resume_tokens ADD COLUMN previous_token_hash text',
      'ALTER TABLE case_resume_tokens ADD COLUMN previous_expires_at timestamptz',
    ],
  },
  // Issue 16 (save8): whether an autosave keeps the applicant's resume token (younger than a minute) was a probe of
  // case_resume_tokens beside the UPDATE of the case row; the case row now carries, per applicant (element
  // applicant_index + 1), when their live resume token was issued, NULL once it is spent (or when there is none).
  // Every statement that writes case_resume_tokens keeps it in step in the same statement (auth/caseTokens.ts
  // writeResumeToken, redeemResumeToken; routes/autosaveStatement.ts statement()), so the save reads a column of the
  // row it writes. Filled here from the live rows.
  {
    id: 640,
    name: 'resume token issue times on the case row',
    statements: [
      "ALTER TABLE cases ADD COLUMN resume_token_issued_at timestamptz[] NOT NULL DEFAULT '{}'",
      `UPDATE cases c SET resume_token_issued_at = ARRAY[
         (SELECT r.created_at FROM case_resume_tokens r WHERE r.case_id = c.id AND r.applicant_index = 0 AND r.used_at IS NULL),
         (SELECT r.created_at FROM case_resume_tokens r WHERE r.case_id = c.id AND r.applicant_index = 1 AND r.used_at IS NULL)]
       WHERE EXISTS (SELECT FROM case_resume_tokens r WHERE r.case_id = c.id)`,
    ],
  },
  // Issue 16: an existing customer's autosave joined auth_tokens on the login token's hash on every save; without
  // the join it serves 1.11x the saves a second on PGlite and on PostgreSQL alike
  // (bench/results/2026-11-30-login-on-case.md). The case row now carries the login the first
  // applicant last saved with, as the save's join found it (its hash, expiry and customer): later saves and polls with
  // it read only the case row (routes/autosaveStatement.ts `loginBound`, auth/caseAccess.ts `boundLoginStatus`: the
  // poll 0.72 -> 1.10 of its floor on PGlite, 0.66 -> 0.83 on PostgreSQL). The save that writes it holds the token's row
  // (FOR SHARE) and a revocation holds it (FOR UPDATE) before clearing it here in the same transaction
  // (auth/accessTokens.ts revokeAccessToken), so no revoked login stays on a case. Only a revocation looks the
  // hash up: a partial index, and the saves' own writes leave it unchanged (still HOT updates).
  {
    id: 650,
    name: 'the login an existing customer saves with, on the case row',
    statements: [
      'ALTER TABLE cases ADD COLUMN login_token_hash text',
      'ALTER TABLE cases ADD COLUMN login_token_expires_at timestamptz',
      'ALTER TABLE cases ADD COLUMN login_customer_number text',
      'CREATE INDEX cases_login_token_hash ON cases (login_token_hash) WHERE login_token_hash IS NOT NULL',
    ],
  },
  // Issue 16: a joint case's second applicant who is an existing customer (they linked, then logged in: the claim of
  // routes/jointRoutes.ts) polled in two statements, the probe for the first applicant's login on the row and the
  // general statement joining auth_tokens and joint_applicants: 0.62 of its floor on PGlite, 0.44 on PostgreSQL
  // (bench/results/2026-11-30-second-login.md). The claim now writes their login on the case row (hash and expiry;
  // the customer it names is the one joint_applicants records, written once in the same transaction), holding the
  // token's row FOR SHARE as the first applicant's save does (their save with a later login writes that one, likewise),
  // and a revocation clears it with the first applicant's (auth/accessTokens.ts revokeAccessToken): their poll reads
  // the case row alone (auth/caseAccess.ts BOUND_POLL), their save is the plain UPDATE (`loginSecondBound`).
  {
    id: 660,
    name: "the login a joint case's second applicant claimed their part with, on the case row",
    statements: [
      'ALTER TABLE cases ADD COLUMN second_login_token_hash text',
      'ALTER TABLE cases ADD COLUMN second_login_token_expires_at timestamptz',
      'CREATE INDEX cases_second_login_token_hash ON cases (second_login_token_hash) WHERE second_login_token_hash IS NOT NULL',
    ],
  },
  // Issue 16: room on each page of cases for a row's next version. PostgreSQL prunes a page's dead row versions when it
  // reads it with less free space than max(10 %, 100 - fillfactor %) of it; a row version of 1,208 bytes (a joint
  // second applicant's, with their login on the row) left 896 bytes free after six on a page: more than 10 % (819),
  // too little for a seventh, so the page was never pruned and every seventh save moved the row to a new page, for good
  // (no autovacuum on PGlite: 106 pages for 26 cases after 600 saves, bench/results/2026-11-30-vacuum.md). With 25 %
  // kept free (2,048 bytes) a page is pruned before a version can fail to fit, whatever its size: TOAST keeps a row
  // under 2,032 bytes. New pages are filled to 75 %; existing ones are pruned at the new threshold from now on.
  {
    id: 670,
    name: "cases' pages keep room for a row's next version (fillfactor 75)",
    statements: ['ALTER TABLE cases SET (fillfactor = 75)'],
  },
  // Issue 16: the usernames the submitted cases carry, each indexed (cases/usernameInUse.ts usernameTakenSql). The
  // check of a chosen username read every submitted case's enquiry, each applicant's entry: a save with a username
  // took 43 ms with 10,000 submitted cases on PGlite and 123 ms with 30,000, and grew with the bank's history
  // (bench/results/2026-11-30-usernames.md). Kept by a trigger, so no path that submits a case or changes a
  // submitted one's enquiry can forget it: a case's rows are written again when it is inserted submitted, becomes
  // submitted, or its enquiry changes while submitted (the check joins the case, so a row left by a case no longer
  // submitted, or gone, counts for nothing). A save of a case in capture only evaluates the trigger's WHEN.
  {
    id: 680,
    name: 'the usernames of submitted cases, indexed',
    statements: [
      `CREATE TABLE submitted_usernames (
        username text NOT NULL,
        case_id text NOT NULL,
        PRIMARY KEY (username, case_id)
      )`,
      'CREATE INDEX submitted_usernames_case_idx ON submitted_usernames (case_id)',
      `CREATE FUNCTION keep_submitted_usernames() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM submitted_usernames WHERE case_id = NEW.id;
        INSERT INTO submitted_usernames (username, case_id)
          SELECT DISTINCT entry.part -> 'user_details' ->> 'username', NEW.id
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.enquiry -> 'applicants') = 'array'
            THEN NEW.enquiry -> 'applicants' ELSE '[]'::jsonb END) AS entry (part)
          WHERE COALESCE(entry.part -> 'user_details' ->> 'username', '') <> ''
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
      $$`,
      `CREATE TRIGGER cases_submitted_usernames_inserted AFTER INSERT ON cases
        FOR EACH ROW WHEN (NEW.submitted_at IS NOT NULL) EXECUTE FUNCTION keep_submitted_usernames()`,
      `CREATE TRIGGER cases_submitted_usernames_updated AFTER UPDATE OF enquiry, submitted_at ON cases
        FOR EACH ROW WHEN (NEW.submitted_at IS NOT NULL
          AND (OLD.submitted_at IS NULL OR OLD.enquiry IS DISTINCT FROM NEW.enquiry))
        EXECUTE FUNCTION keep_submitted_usernames()`,
      `INSERT INTO submitted_usernames (username, case_id)
        SELECT DISTINCT entry.part -> 'user_details' ->> 'username', c.id
        FROM cases c CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(c.enquiry -> 'applicants') = 'array'
          THEN c.enquiry -> 'applicants' ELSE '[]'::jsonb END) AS entry (part)
        WHERE c.submitted_at IS NOT NULL AND COALESCE(entry.part -> 'user_details' ->> 'username', '') <> ''`,
    ],
  },
  // Issue 16: a case's row is kept whole, uncompressed, up to 4 KB. PostgreSQL compresses a row's largest values once
  // it passes 2,032 bytes (a quarter of a page), so every save of a case past that size compressed its enquiry anew
  // with pglz, and every read of the enquiry in the save's statement decompressed it again (a joint second applicant's
  // statement reads it five times: their part written in place, the shape and product checks, the answer). A joint
  // case with both applicants' step 1 and the second applicant's login on its row is 2,032 bytes (its enquiry 1,688
  // of them, as jsonb); every later answer adds to it. With the toaster's target at 4,064 a row
  // under it is stored as it is; above it, compressed as before (one of 12 KB still is). Pages keep half
  // their room free (fillfactor 50, was 75 since 670) for the same reason as 670: a page is pruned once less than
  // that is free, so a row's next version, at most 4,064 bytes, always fits after pruning; new pages hold two such rows.
  // bench/results/2026-12-01-toast.md.
  {
    id: 690,
    name: "cases' rows kept whole up to 4 KB (toast_tuple_target 4064, fillfactor 50)",
    statements: ['ALTER TABLE cases SET (toast_tuple_target = 4064, fillfactor = 50)'],
  },
];
