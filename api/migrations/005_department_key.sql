-- Indexes for the list pages (issue #8). A department is the row of its unit without a section: unique per year
-- already (internal_organizations_unit_key), said here in a form the planner can use, so the lists of offices,
-- related companies and suppliers look their department up by index and their counts drop the join altogether.
CREATE UNIQUE INDEX internal_organizations_department_key
  ON internal_organizations (survey_fy, department_code) WHERE section_code IS NULL;
