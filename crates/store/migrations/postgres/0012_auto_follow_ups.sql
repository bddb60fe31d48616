-- Follow-ups that go out on their own (issue 13). `auto_follow_ups` (0 or
-- 1) is the teacher's choice when assigning; `follow_ups_sent_at` (Unix
-- seconds) is set, in the same transaction that makes the follow-ups,
-- by the one send that claims the game (`WHERE follow_ups_sent_at IS
-- NULL`), so they go out once whatever the number of processes;
-- `follow_ups_auto` (0 or 1) says whether that send was automatic.
ALTER TABLE assignments ADD COLUMN auto_follow_ups BIGINT NOT NULL DEFAULT 0;
ALTER TABLE assignments ADD COLUMN follow_ups_sent_at BIGINT;
ALTER TABLE assignments ADD COLUMN follow_ups_auto BIGINT NOT NULL DEFAULT 0;

-- Games whose follow-ups were sent by hand before this column existed.
UPDATE assignments SET follow_ups_sent_at = (
    SELECT MIN(c.created_at) FROM assignments c WHERE c.parent_id = assignments.id
) WHERE EXISTS (SELECT 1 FROM assignments c WHERE c.parent_id = assignments.id);

-- What the sweep looks for: games set to send, not sent yet.
CREATE INDEX assignments_follow_ups_due ON assignments (id)
    WHERE auto_follow_ups = 1 AND follow_ups_sent_at IS NULL;
