-- A 全社 caller's queries run as their own role, sdp_all, whose policies are plain `true`: the planner drops them, so
-- a 全社 list is planned and run as the owner's would be. Under the shared policies of migration 120 every 全社 query
-- still carried the scoped arms (an EXISTS per joined table, nested through offices and companies), which cost
-- planning time on each query and kept non-leakproof join conditions out of index scans (bench:api --db postgres:
-- /survey_result 1,146 → 270 req/s, /cars 1,254 → 344–535 after 120). The scoped policies now apply to sdp_app only.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sdp_all') THEN
    CREATE ROLE sdp_all NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
GRANT sdp_all TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO sdp_all;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO sdp_all;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO sdp_all;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sdp_all;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO sdp_all;

ALTER POLICY scope ON internal_headquarters TO sdp_app;
ALTER POLICY scope ON internal_groups TO sdp_app;
ALTER POLICY scope ON internal_organizations TO sdp_app;
ALTER POLICY scope ON offices TO sdp_app;
ALTER POLICY scope ON corporations TO sdp_app;
ALTER POLICY scope ON vehicles TO sdp_app;
ALTER POLICY scope ON survey_results TO sdp_app;
ALTER POLICY scope ON audit_events TO sdp_app;

CREATE POLICY scope_all ON internal_headquarters TO sdp_all USING (true) WITH CHECK (true);
CREATE POLICY scope_all ON internal_groups TO sdp_all USING (true) WITH CHECK (true);
CREATE POLICY scope_all ON internal_organizations TO sdp_all USING (true) WITH CHECK (true);
CREATE POLICY scope_all ON offices TO sdp_all USING (true) WITH CHECK (true);
CREATE POLICY scope_all ON corporations TO sdp_all USING (true) WITH CHECK (true);
CREATE POLICY scope_all ON vehicles TO sdp_all USING (true) WITH CHECK (true);
CREATE POLICY scope_all ON survey_results TO sdp_all USING (true) WITH CHECK (true);
CREATE POLICY scope_all ON audit_events TO sdp_all USING (true) WITH CHECK (true);
GRANT EXECUTE ON FUNCTION sdp_scope_map() TO sdp_all;
