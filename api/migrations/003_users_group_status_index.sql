-- Counting a group's users that are not deleted reads only this index (authority group list, delete check).
CREATE INDEX users_group_status_idx ON users (authority_group_id, status);
DROP INDEX users_authority_group_idx;
