-- ANALYZE is the table owner's. Run as the roles the API works as (migrations 120, 121), an upload's ANALYZE of its
-- staged rows was skipped with a mere WARNING, so the planner took a staged upload for a few rows and joined it by
-- nested loop: O(rows²) (on PGlite a 10,000-row dry run spent 5–18 s listing its rows; 100,000 rows did not finish
-- in 20 minutes). The upload tables' statistics, refreshed by their owner for those roles, and no other table's.
CREATE FUNCTION sdp_analyze_upload_table(name text) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF name NOT IN ('csv_staging_vehicles', 'csv_staging_survey_results', 'csv_staging_suppliers',
                  'csv_staging_internal_units', 'csv_staging_offices', 'csv_staging_corporations',
                  'vehicles', 'survey_results', 'suppliers', 'internal_organizations', 'offices', 'corporations') THEN
    RAISE EXCEPTION 'not an upload table: %', name USING ERRCODE = 'insufficient_privilege';
  END IF;
  EXECUTE format('ANALYZE %I', name);
END
$$;
REVOKE ALL ON FUNCTION sdp_analyze_upload_table(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sdp_analyze_upload_table(text) TO sdp_app, sdp_all;
