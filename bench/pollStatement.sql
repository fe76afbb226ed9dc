-- Issue 16: the poll's statement inside PostgreSQL (executor time only, cached plans), as the token check had it and
-- as a signed case token needs it, against the floor's primary-key SELECT (bench/results/2026-11-28-signed-tokens.md).
-- Run `DATABASE_URL=… npx tsx bench/pollStatement.ts` first (it leaves a case and its token in schema
-- bench_poll_statement), then: psql "$DATABASE_URL" -f bench/pollStatement.sql
SET search_path = bench_poll_statement;
CREATE OR REPLACE FUNCTION pg_temp.poll_bench(variant int, n int, p_case text, p_hash text, p_token text)
RETURNS numeric LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz; r record;
BEGIN
  t0 := clock_timestamp();
  FOR i IN 1..n LOOP
    IF variant = 1 THEN
      SELECT c.id, c.bank_id, c.product_type, c.sub_type, c.state, c.application_type, c.customer_number,
        c.pending_timer, c.next_transition_at,
        CASE WHEN t.case_id IS NULL AND t.customer_number IS NOT NULL THEN c.enquiry ->> 'customer_id' END AS e,
        t.scope, t.bank_id AS tb, t.customer_number AS tc, t.case_id AS tcase, t.applicant_index,
        CASE WHEN t.case_id IS NULL AND t.customer_number IS NOT NULL
          THEN (SELECT cu.customer_id FROM customers cu WHERE cu.customer_number = t.customer_number) END AS tcu,
        ja.customer_number AS jc, ja.completed_at IS NOT NULL AS jd
      INTO r FROM cases c
      LEFT JOIN auth_tokens t ON t.token_hash = p_hash AND t.revoked_at IS NULL AND t.expires_at > now()
      LEFT JOIN joint_applicants ja ON ja.case_id = c.id
      WHERE c.id = p_case;
    ELSIF variant = 2 THEN
      SELECT c.product_type, c.state, c.application_type, c.pending_timer,
        (extract(epoch FROM c.next_transition_at) * 1000)::float8 AS next_transition_ms
      INTO r FROM cases c
      WHERE c.id = p_case AND c.bank_id = 'CB' AND c.sub_type = 'ntb' AND NOT (p_token = ANY (c.revoked_case_tokens));
    ELSIF variant = 3 THEN
      SELECT id, state INTO r FROM cases WHERE id = p_case;
    ELSE
      SELECT 1 INTO r FROM auth_tokens t WHERE t.token_hash = p_hash AND t.revoked_at IS NULL AND t.expires_at > now();
    END IF;
  END LOOP;
  RETURN round(extract(epoch FROM clock_timestamp() - t0) * 1e6 / n, 2);
END $$;
SELECT c.id AS case_id, t.token_hash AS hash, t.token_id FROM cases c JOIN auth_tokens t ON t.case_id = c.id
ORDER BY c.created_at DESC LIMIT 1 \gset
SELECT pg_temp.poll_bench(1, 20000, :'case_id', :'hash', :'token_id') AS poll_with_token_join_us,
  pg_temp.poll_bench(2, 20000, :'case_id', :'hash', :'token_id') AS signed_token_poll_us,
  pg_temp.poll_bench(3, 20000, :'case_id', :'hash', :'token_id') AS floor_us,
  pg_temp.poll_bench(4, 20000, :'case_id', :'hash', :'token_id') AS token_lookup_us
FROM generate_series(1, 3);
