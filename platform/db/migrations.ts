// The schema of the platform database, in order. Append new migrations; never edit an applied one.
import { ACCEPTED_SCOPE_MIGRATIONS } from '../auth/acceptedScope';
import { AUTH_MIGRATIONS } from '../auth/authMigrations';
import { CUSTOMER_DETAILS_MIGRATIONS } from '../customers/customerMigrations';
import { FAULT_MIGRATIONS } from '../faults/faultSwitch';
import { JOINT_MIGRATIONS } from '../joint/jointMigrations';
import { LIFECYCLE_MIGRATIONS } from '../lifecycle/lifecycleMigrations';
import { BANK_MIGRATIONS } from '../reference/bankMigrations';
import { UNKNOWN_TASK_MIGRATIONS } from '../scenarios/unknownTask';
import { SWITCH_MIGRATIONS } from '../switching/switchMigrations';

import type { Migration } from './migration';

export type { Migration } from './migration';

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'cases',
    statements: [
      `CREATE TABLE cases (
        id text PRIMARY KEY,
        bank_id text NOT NULL,
        product_type text NOT NULL,
        product_code text NOT NULL,
        sub_type text NOT NULL,
        application_type text NOT NULL,
        joint_link_code text,
        state text NOT NULL,
        enquiry jsonb NOT NULL,
        submission jsonb,
        accounts jsonb NOT NULL DEFAULT '[]'::jsonb,
        customer_number text,
        pending_timer text,
        next_transition_at timestamptz,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        submitted_at timestamptz,
        state_entered_at timestamptz NOT NULL
      )`,
      'CREATE INDEX cases_due_idx ON cases (next_transition_at) WHERE next_transition_at IS NOT NULL',
      `CREATE TABLE case_transitions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        from_state text NOT NULL,
        event text NOT NULL,
        to_state text NOT NULL,
        at timestamptz NOT NULL
      )`,
      'CREATE INDEX case_transitions_case_idx ON case_transitions (case_id, id)',
    ],
  },
  {
    id: 2,
    name: 'addresses',
    statements: [
      `CREATE TABLE addresses (
        id text PRIMARY KEY,
        postcode text NOT NULL,
        postcode_key text NOT NULL,
        address_prefix text,
        house_name text,
        house_number text,
        street_name text,
        address_line1 text,
        address_line2 text,
        city text NOT NULL,
        county text,
        is_bfpo boolean NOT NULL DEFAULT false,
        sort_key integer NOT NULL
      )`,
      'CREATE INDEX addresses_postcode_idx ON addresses (postcode_key, sort_key)',
      `CREATE TABLE reference_seeds (
        name text PRIMARY KEY,
        fingerprint text NOT NULL,
        seeded_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    id: 3,
    name: 'events',
    statements: [
      `CREATE TABLE events (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        bank_id text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        created_at text NOT NULL,
        received_at timestamptz NOT NULL,
        UNIQUE (bank_id, event_id)
      )`,
    ],
  },
  {
    // Issue 15: whether the batch came with a live bearer token (doc 1 §7 "bearer token if available"); the
    // token itself is never stored. Events own the ids 900-.
    id: 900,
    name: 'events_authenticated',
    statements: ['ALTER TABLE events ADD COLUMN authenticated boolean NOT NULL DEFAULT false'],
  },
  // Each family owns a range of ids: lifecycle 100-149, auth 200-, bank reference 300-, joint 400-, switch 800-, events 900-.
  ...LIFECYCLE_MIGRATIONS,
  ...AUTH_MIGRATIONS,
  ...CUSTOMER_DETAILS_MIGRATIONS,
  ...BANK_MIGRATIONS,
  ...JOINT_MIGRATIONS,
  ...SWITCH_MIGRATIONS,
  // the sandbox's fault switch, 280-289 and its delays 600 (faults/faultSwitch.ts)
  ...FAULT_MIGRATIONS,
  // the sandbox's accepted scope per customer, 320-329 (auth/acceptedScope.ts)
  ...ACCEPTED_SCOPE_MIGRATIONS,
  // the sandbox's unknown-task control, 530-539 (scenarios/unknownTask.ts)
  ...UNKNOWN_TASK_MIGRATIONS,
  // Applied in id order whatever order the families are listed in.
].sort((a, b) => a.id - b.id);
