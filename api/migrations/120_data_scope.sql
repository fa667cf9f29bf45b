-- Data scope (DESIGN.md §8 "Data scope"): a user whose authority group shows 所属組織データのみ sees and changes only
-- the records of their own organisation. Enforced here, by row-level security, so no query can forget it: the API
-- runs each request as the role sdp_app with the caller's scope in the settings sdp.scope_kind ('all',
-- 'headquarter', 'group') and sdp.scope_code; without them a query sees no scoped row at all.

-- Roles are the cluster's, not the database's: many databases of one cluster (the test stage's) each run this, some
-- at once, so the role is created only when missing and a concurrent creation is not an error.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sdp_app') THEN
    CREATE ROLE sdp_app NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
-- The user the API connects as may become sdp_app (a superuser may anyway).
GRANT sdp_app TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO sdp_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO sdp_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO sdp_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sdp_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO sdp_app;

-- Whether the caller's scope covers a headquarters in a survey year. SECURITY DEFINER: the look-ups below read the
-- organisation as it is, whoever asks (they answer a headquarters code, never a row).
CREATE FUNCTION sdp_in_scope(fy integer, hq text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT CASE coalesce(current_setting('sdp.scope_kind', true), '')
    WHEN 'all' THEN true
    WHEN 'headquarter' THEN hq = current_setting('sdp.scope_code', true)
    WHEN 'group' THEN EXISTS (
      SELECT 1 FROM internal_headquarters h
      WHERE h.survey_fy = fy AND h.headquarter_code = hq AND h.group_code = current_setting('sdp.scope_code', true))
    ELSE false
  END
$$;

CREATE FUNCTION sdp_department_hq(fy integer, department text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT headquarter_code FROM internal_organizations
  WHERE survey_fy = fy AND department_code = department ORDER BY section_code NULLS FIRST LIMIT 1
$$;

CREATE FUNCTION sdp_office_hq(fy integer, office text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT supervision_code FROM offices WHERE survey_fy = fy AND office_code = office
$$;

CREATE FUNCTION sdp_corporation_hq(fy integer, company text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT sdp_department_hq(fy, department_code) FROM corporations WHERE survey_fy = fy AND company_code = company
$$;

-- A survey result belongs to its office's or company's headquarters.
CREATE FUNCTION sdp_result_hq(fy integer, kind text, code text) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT CASE kind WHEN 'office' THEN sdp_office_hq(fy, code) ELSE sdp_corporation_hq(fy, code) END
$$;

-- The headquarters an audit event's record belongs to, kept on the event when it is written (a removed record can
-- no longer be looked up later): from the event's own fields first, else from the record as it stands.
ALTER TABLE audit_events ADD COLUMN scope_hq varchar(4);

CREATE FUNCTION sdp_audit_hq(entity text, entity_key text, fy integer, changes jsonb) RETURNS text
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  field jsonb;
  part text[] := string_to_array(entity_key, '/');
  said text;
BEGIN
  IF entity NOT IN ('internal_unit', 'office', 'corporation', 'vehicle', 'survey_result') OR fy IS NULL THEN
    RETURN NULL;
  END IF;
  FOR field IN SELECT * FROM jsonb_array_elements(changes) LOOP
    said := coalesce(field->>'after', field->>'before');
    CASE
      WHEN entity = 'internal_unit' AND field->>'field' = 'headquarter_code' THEN RETURN said;
      WHEN entity = 'office' AND field->>'field' = 'supervision_code' THEN RETURN said;
      WHEN entity = 'corporation' AND field->>'field' = 'department_code' THEN RETURN sdp_department_hq(fy, said);
      WHEN entity = 'vehicle' AND field->>'field' = 'office_code' THEN RETURN sdp_office_hq(fy, said);
      ELSE NULL;
    END CASE;
  END LOOP;
  RETURN CASE entity
    WHEN 'internal_unit' THEN sdp_department_hq(fy, part[2])
    WHEN 'office' THEN sdp_office_hq(fy, part[2])
    WHEN 'corporation' THEN sdp_corporation_hq(fy, part[2])
    WHEN 'vehicle' THEN (SELECT sdp_office_hq(fy, v.office_code) FROM vehicles v
                         WHERE v.survey_fy = fy AND v.registration_number = part[2])
    WHEN 'survey_result' THEN sdp_result_hq(fy, part[2], part[3])
  END;
END
$$;

CREATE FUNCTION audit_events_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.scope_hq := coalesce(NEW.scope_hq, sdp_audit_hq(NEW.entity, NEW.entity_key, NEW.survey_fy, NEW.changes));
  RETURN NEW;
END
$$;
CREATE TRIGGER audit_events_scope BEFORE INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_scope();

-- The events written before this migration, once (the append-only trigger is the owner's to lift here).
ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change;
UPDATE audit_events SET scope_hq = sdp_audit_hq(entity, entity_key, survey_fy, changes);
ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change;

-- The policies: one per scoped table, the same test for reading and writing. Set-based, so the planner joins rather
-- than calling a function per row: a unit and a headquarters by their own codes; an office, a company, a vehicle
-- and a result by whether the record they belong to is visible (that table's policy applies inside the policy).
-- 全社 ('all') is tested first, once per query ((SELECT …) is an InitPlan: a per-row function call cost 4× the
-- throughput of a 全社 list on PostgreSQL), so a 全社 caller pays no look-up.
-- Not inlined (plpgsql) on purpose: the planner then guesses a third of the rows pass it, not the 0.5% it guesses for
-- the bare comparison, which made it join 全社 lists by nested loops over the whole year (seconds over the volume
-- seed; bench:api --scoped).
CREATE FUNCTION sdp_scope_all() RETURNS boolean LANGUAGE plpgsql STABLE COST 1 AS $$
BEGIN
  RETURN coalesce(current_setting('sdp.scope_kind', true), '') = 'all';
END
$$;

ALTER TABLE internal_headquarters ENABLE ROW LEVEL SECURITY;
ALTER TABLE internal_headquarters FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON internal_headquarters USING (
  (SELECT sdp_scope_all())
  OR (current_setting('sdp.scope_kind', true) = 'headquarter' AND headquarter_code = current_setting('sdp.scope_code', true))
  OR (current_setting('sdp.scope_kind', true) = 'group' AND group_code = current_setting('sdp.scope_code', true)));

ALTER TABLE internal_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE internal_groups FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON internal_groups
  USING ((SELECT sdp_scope_all()) OR EXISTS (SELECT 1 FROM internal_headquarters h
         WHERE h.survey_fy = internal_groups.survey_fy AND h.group_code = internal_groups.group_code))
  WITH CHECK ((SELECT sdp_scope_all()));

ALTER TABLE internal_organizations ENABLE ROW LEVEL SECURITY;
ALTER TABLE internal_organizations FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON internal_organizations USING (
  (SELECT sdp_scope_all())
  OR (current_setting('sdp.scope_kind', true) = 'headquarter' AND headquarter_code = current_setting('sdp.scope_code', true))
  OR (current_setting('sdp.scope_kind', true) = 'group' AND group_code = current_setting('sdp.scope_code', true)));

ALTER TABLE offices ENABLE ROW LEVEL SECURITY;
ALTER TABLE offices FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON offices USING (
  (SELECT sdp_scope_all()) OR EXISTS (SELECT 1 FROM internal_headquarters h
    WHERE h.survey_fy = offices.survey_fy AND h.headquarter_code = offices.supervision_code));

ALTER TABLE corporations ENABLE ROW LEVEL SECURITY;
ALTER TABLE corporations FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON corporations USING (
  (SELECT sdp_scope_all()) OR EXISTS (SELECT 1 FROM internal_organizations i
    WHERE i.survey_fy = corporations.survey_fy AND i.department_code = corporations.department_code));

ALTER TABLE vehicles ENABLE ROW LEVEL SECURITY;
ALTER TABLE vehicles FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON vehicles USING (
  (SELECT sdp_scope_all()) OR EXISTS (SELECT 1 FROM offices o
    WHERE o.survey_fy = vehicles.survey_fy AND o.office_code = vehicles.office_code));

ALTER TABLE survey_results ENABLE ROW LEVEL SECURITY;
ALTER TABLE survey_results FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON survey_results USING (
  (SELECT sdp_scope_all())
  OR (kind = 'office' AND EXISTS (SELECT 1 FROM offices o
        WHERE o.survey_fy = survey_results.survey_fy AND o.office_code = survey_results.code))
  OR (kind <> 'office' AND EXISTS (SELECT 1 FROM corporations c
        WHERE c.survey_fy = survey_results.survey_fy AND c.company_code = survey_results.code)));

-- The trail: events of scoped records follow their record's headquarters; every other event (users, authority
-- groups, years, upload summaries) is not scoped (roles govern who reads it). Writing needs a scope set.
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_events FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON audit_events
  USING (
    (SELECT sdp_scope_all())
    OR (coalesce(current_setting('sdp.scope_kind', true), '') <> ''
        AND (entity NOT IN ('internal_unit', 'office', 'corporation', 'vehicle', 'survey_result')
             OR EXISTS (SELECT 1 FROM internal_headquarters h
                        WHERE h.survey_fy = audit_events.survey_fy AND h.headquarter_code = audit_events.scope_hq))))
  WITH CHECK (coalesce(current_setting('sdp.scope_kind', true), '') <> '');

-- What an upload checks each row against: every record a row may name, with whether the caller's scope covers it,
-- so a row naming another organisation's record is refused with its line (OUT_OF_SCOPE) rather than taken for an
-- unknown code (the caller's own queries no longer see it). Codes and a yes/no only, never a record's data.
CREATE FUNCTION sdp_scope_map() RETURNS TABLE (entity text, survey_fy integer, code text, in_scope boolean)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT 'headquarter', h.survey_fy, h.headquarter_code::text, sdp_in_scope(h.survey_fy, h.headquarter_code)
    FROM internal_headquarters h
  UNION ALL
  SELECT DISTINCT 'department', i.survey_fy, i.department_code::text, sdp_in_scope(i.survey_fy, i.headquarter_code)
    FROM internal_organizations i
  UNION ALL
  SELECT 'office', o.survey_fy, o.office_code::text, sdp_in_scope(o.survey_fy, o.supervision_code) FROM offices o
  UNION ALL
  SELECT 'corporation', c.survey_fy, c.company_code::text,
         sdp_in_scope(c.survey_fy, sdp_department_hq(c.survey_fy, c.department_code))
    FROM corporations c
$$;
GRANT EXECUTE ON FUNCTION sdp_scope_map() TO sdp_app;
