-- D126, D135: a run records what started it (workflow_runs.trigger: Run, a schedule, a webhook's
-- delivery, a re-run, Run this node), written by the statement that queues it: the function of
-- migration 0016 takes two more parameters, p_trigger and p_standing (below). The thirteen-parameter function stays beside it,
-- so a process still running the previous release queues runs until it is replaced (its runs' trigger
-- is null, and the runs API derives it from the run as below).
--
-- D136: the counts it makes under the user's lock no longer read every run the user ever had, which
-- held a busy webhook to some 200 runs a second once a few thousand runs were there: the day's runs
-- are counted only when the plan limits them (a range of workflow_runs_user_start_idx), those under
-- way and waiting from the partial index workflow_runs_user_active_idx, the last run of the same
-- millisecond from the same range index, and the files' bytes from run_files.user_id, which a trigger
-- fills in from the run. Where the run will stand (its user's runs running and queued before it) is
-- counted only when the caller answers it (p_standing: Run, a re-run; a webhook's 202 names none),
-- since a busy webhook's waiting runs are many.
CREATE OR REPLACE FUNCTION queue_run_within_limits(
  p_user_id uuid,
  p_sequence_id uuid,
  p_kind text,
  p_workflow_name text,
  p_executed_by text,
  p_workflow jsonb,
  p_version integer,
  p_rerun_of uuid,
  p_start_at jsonb,
  p_counted_kinds text[],
  p_since timestamptz,
  p_per_day integer,
  p_files_bytes double precision,
  p_trigger jsonb,
  p_standing boolean
)
RETURNS TABLE (run_id uuid, run_start_time timestamptz, running integer, ahead integer, files double precision)
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  v_today integer := 0;
  v_at timestamptz;
  v_ms text;
  v_last_of_ms text;
  v_order integer;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  v_at := clock_timestamp();
  run_start_time := date_trunc('milliseconds', v_at);
  IF p_per_day IS NOT NULL THEN
    SELECT count(*)::integer INTO v_today
    FROM workflow_runs w WHERE w.user_id = p_user_id AND w.start_time >= p_since AND w.kind = ANY (p_counted_kinds);
  END IF;
  running := 0;
  ahead := 0;
  IF p_standing THEN
    SELECT count(*) FILTER (WHERE w.status = 'running')::integer, count(*) FILTER (WHERE w.status = 'queued')::integer
    INTO running, ahead
    FROM workflow_runs w WHERE w.user_id = p_user_id AND w.status IN ('queued', 'running') AND w.kind = ANY (p_counted_kinds);
  END IF;
  SELECT max(w.id::text) INTO v_last_of_ms FROM workflow_runs w WHERE w.user_id = p_user_id AND w.start_time = run_start_time;
  SELECT coalesce(sum(f.size), 0)::double precision INTO files FROM run_files f WHERE f.user_id = p_user_id;
  -- Refused (the files first, then the day): no id, and the caller tells which from the counts.
  IF (p_files_bytes IS NOT NULL AND files >= p_files_bytes) OR (p_per_day IS NOT NULL AND v_today >= p_per_day) THEN
    run_start_time := NULL;
    RETURN NEXT;
    RETURN;
  END IF;
  -- The 12 bits after the millisecond (the hex digits after the version's 7). Each run of a user takes
  -- the lock and a round trip, so 4,096 of them within one millisecond cannot come.
  v_order := CASE WHEN v_last_of_ms IS NULL THEN (extract(microseconds FROM v_at)::integer % 1000) * 4
    ELSE ('x' || substr(v_last_of_ms, 16, 3))::bit(12)::integer + 1 END;
  v_ms := lpad(to_hex(floor(extract(epoch FROM run_start_time) * 1000)::bigint), 12, '0');
  run_id := (substr(v_ms, 1, 8) || '-' || substr(v_ms, 9, 4) || '-7'
    || lpad(to_hex(v_order), 3, '0') || '-'
    || right(gen_random_uuid()::text, 17))::uuid;
  INSERT INTO workflow_runs (id, user_id, sequence_id, kind, workflow_name, start_time, end_time, status, executed_by, nodes_executed, workflow, version, rerun_of, start_at, trigger)
  VALUES (run_id, p_user_id, p_sequence_id, p_kind, p_workflow_name, run_start_time, NULL, 'queued', p_executed_by, 0, p_workflow, p_version, p_rerun_of, p_start_at, p_trigger);
  RETURN NEXT;
END;
$$;
--> statement-breakpoint
-- A run file's user is its run's (a run never changes hands): filled in on every insert.
CREATE OR REPLACE FUNCTION run_files_take_user() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.user_id := (SELECT w.user_id FROM workflow_runs w WHERE w.id = NEW.run_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER run_files_user BEFORE INSERT ON run_files FOR EACH ROW EXECUTE FUNCTION run_files_take_user();
--> statement-breakpoint
UPDATE run_files f SET user_id = w.user_id FROM workflow_runs w WHERE w.id = f.run_id AND f.user_id IS NULL;
--> statement-breakpoint
-- The runs queued before: what started them, as far as the run tells (a schedule's runs are executed
-- in their owner's name followed by "(schedule)").
UPDATE workflow_runs SET trigger = CASE
    WHEN kind = 'node' THEN jsonb_build_object('kind', 'node', 'nodeId', start_at ->> 'nodeId')
    WHEN rerun_of IS NOT NULL THEN jsonb_build_object('kind', 'rerun')
    WHEN executed_by LIKE '% (schedule)' THEN jsonb_build_object('kind', 'schedule')
    ELSE jsonb_build_object('kind', 'run')
  END
WHERE kind IN ('server', 'node') AND trigger IS NULL;
