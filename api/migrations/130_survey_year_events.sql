-- A survey year's own history (DESIGN.md §8 "Year rows keep their history"): each 受付開始, 締め and 再開 with who,
-- when and (for a reopen) why, written by the move in the same transaction. Kept apart from the audit trail, which
-- is purged after its retention and starts only with migration 110, while a year's history lasts as long as the
-- year. survey_years.opened_date stays the first opening: a reopen no longer overwrites it.
CREATE TABLE survey_year_events (
  survey_year_event_id bigserial PRIMARY KEY,
  survey_fy smallint NOT NULL REFERENCES survey_years (survey_fy) ON DELETE CASCADE,
  move varchar(10) NOT NULL CHECK (move IN ('open', 'close', 'reopen')),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  user_id varchar(20),
  -- The name at the time (a later rename does not rewrite history); null when not known, then read from users.
  user_name varchar(200),
  reason varchar(200)
);
CREATE INDEX survey_year_events_year_idx ON survey_year_events (survey_fy, occurred_at, survey_year_event_id);

-- Existing years: every move the audit trail holds, with its actor and reason.
INSERT INTO survey_year_events (survey_fy, move, occurred_at, user_id, user_name, reason)
SELECT y.survey_fy, substr(a.action, 6), a.occurred_at, a.user_id, a.user_name, a.note
FROM audit_events a
JOIN survey_years y ON y.survey_fy::text = a.entity_key
WHERE a.entity = 'survey_year' AND a.action IN ('year_open', 'year_close', 'year_reopen');

-- What the trail does not hold (seeded years, moves from before it), from the years' own columns. A reopen
-- overwrote opened_date with its own time, so: a year never reopened was first opened at opened_date; a reopened one
-- was created open (by the seed or migration 080; a roll-over's year is opened through the trail) at created_date,
-- by someone not recorded, and opened_date is its last reopen, with reopen_reason.
CREATE TEMPORARY TABLE year_moves_known ON COMMIT DROP AS
SELECT y.*, EXISTS (SELECT 1 FROM survey_year_events e WHERE e.survey_fy = y.survey_fy AND e.move = 'open') AS has_open,
       EXISTS (SELECT 1 FROM survey_year_events e WHERE e.survey_fy = y.survey_fy AND e.move = 'reopen') AS has_reopen,
       EXISTS (SELECT 1 FROM survey_year_events e WHERE e.survey_fy = y.survey_fy AND e.move = 'close') AS has_close
FROM survey_years y WHERE y.opened_date IS NOT NULL;

INSERT INTO survey_year_events (survey_fy, move, occurred_at, user_id)
SELECT survey_fy, 'open',
       CASE WHEN has_reopen OR reopen_reason IS NOT NULL THEN created_date ELSE opened_date END,
       CASE WHEN has_reopen OR reopen_reason IS NOT NULL THEN NULL ELSE opened_user_id END
FROM year_moves_known WHERE NOT has_open;
INSERT INTO survey_year_events (survey_fy, move, occurred_at, user_id, reason)
SELECT survey_fy, 'reopen', opened_date, opened_user_id, reopen_reason
FROM year_moves_known WHERE reopen_reason IS NOT NULL AND NOT has_reopen;
INSERT INTO survey_year_events (survey_fy, move, occurred_at, user_id)
SELECT survey_fy, 'close', closed_date, closed_user_id
FROM year_moves_known WHERE closed_date IS NOT NULL AND NOT has_close;

-- The first opening is the year's opened_date again.
UPDATE survey_years y SET opened_date = first.occurred_at, opened_user_id = first.user_id
FROM (SELECT DISTINCT ON (survey_fy) survey_fy, occurred_at, user_id FROM survey_year_events
      WHERE move = 'open' ORDER BY survey_fy, occurred_at) AS first
WHERE first.survey_fy = y.survey_fy;
