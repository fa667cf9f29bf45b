-- Each authority group's users that are not deleted (status <> 9), kept by the database as users change, so the
-- authority groups list reads one row per group instead of counting users on every request (issue 27: the count was
-- ≈ 0.3 ms of PostgreSQL's ≈ 0.55 ms per list request on the volume seed, one index scan per group). The triggers
-- are statement-level with transition tables: a 100,000-row upload or purge is one grouped upsert, not one per row.
-- Every way users change goes through them (the API, the CSV upload's merge, the seed, roll-over); none of these
-- writes is an audit event (the trail is written by the API, DESIGN.md §7). A group without a row has no users.
CREATE TABLE authority_group_user_counts (
  authority_group_id varchar(30) PRIMARY KEY REFERENCES authority_groups (authority_group_id) ON DELETE CASCADE,
  n integer NOT NULL
);

INSERT INTO authority_group_user_counts (authority_group_id, n)
SELECT authority_group_id, count(*)
  FROM users
 WHERE status <> 9 AND authority_group_id IS NOT NULL
 GROUP BY authority_group_id;

-- The groups in their order, so two writers touching the same groups lock their rows in one order (no deadlock).
CREATE FUNCTION authority_group_user_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO authority_group_user_counts AS c (authority_group_id, n)
  SELECT authority_group_id, count(*) FROM new_users
   WHERE status <> 9 AND authority_group_id IS NOT NULL
   GROUP BY authority_group_id ORDER BY authority_group_id
  ON CONFLICT (authority_group_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;

-- An update that moves no user between groups and deletes or restores none sums to nothing and writes nothing.
CREATE FUNCTION authority_group_user_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO authority_group_user_counts AS c (authority_group_id, n)
  SELECT authority_group_id, sum(change)::integer
    FROM (SELECT authority_group_id, 1 AS change FROM new_users
           WHERE status <> 9 AND authority_group_id IS NOT NULL
          UNION ALL
          SELECT authority_group_id, -1 FROM old_users
           WHERE status <> 9 AND authority_group_id IS NOT NULL) changes
   GROUP BY authority_group_id HAVING sum(change) <> 0 ORDER BY authority_group_id
  ON CONFLICT (authority_group_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE FUNCTION authority_group_user_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE authority_group_user_counts c SET n = c.n - gone.n
    FROM (SELECT authority_group_id, count(*)::integer AS n FROM old_users
           WHERE status <> 9 AND authority_group_id IS NOT NULL
           GROUP BY authority_group_id) gone
   WHERE c.authority_group_id = gone.authority_group_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION authority_group_user_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM authority_group_user_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER authority_group_user_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION authority_group_user_counts_insert();
CREATE TRIGGER authority_group_user_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION authority_group_user_counts_update();
CREATE TRIGGER authority_group_user_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION authority_group_user_counts_delete();
CREATE TRIGGER authority_group_user_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION authority_group_user_counts_truncate();
