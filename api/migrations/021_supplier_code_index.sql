-- The supplier list's default order (code, then department) read straight from an index: the first page no longer
-- joins and sorts every supplier of the year.
CREATE INDEX suppliers_code_idx ON suppliers (survey_fy, supplier_code, department_code, supplier_id);
