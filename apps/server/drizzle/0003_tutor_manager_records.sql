-- Every tutor-like user has a tutor record: tutor managers created before this had none.
INSERT INTO "tutors" ("user_id") SELECT "id" FROM "users" WHERE "role" IN (3, 5) ON CONFLICT DO NOTHING;
