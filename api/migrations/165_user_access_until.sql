-- 利用期限 (DESIGN.md §8 "Verifier role"): the last day, in Japan time, a user may sign in and call the API; null =
-- no limit. On the application too, since user changes are applied for and an acceptance writes the applied values.
ALTER TABLE users ADD COLUMN access_until date;
ALTER TABLE user_applications ADD COLUMN access_until date;
