-- Reminders (docs/calendar.md "Reminders"): minutes before each occurrence's start, on the event
-- row (an edited occurrence keeps its own); the user's defaults for new timed and all-day events
-- and whether a reminder also sends a mail. Delivery is a row of `notifications`.
ALTER TABLE calendar_events ADD COLUMN reminders integer[] NOT NULL DEFAULT '{}';
ALTER TABLE calendar_settings
  ADD COLUMN default_reminders integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN default_all_day_reminders integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN reminder_email boolean NOT NULL DEFAULT false;

-- What the notification centre lists; swept after 90 days by a scheduler job.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  -- Where it leads: an in-app address (an event's, a file's).
  target text NOT NULL,
  title text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  snoozed_until timestamptz
);
CREATE INDEX notifications_list ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_age ON notifications (created_at);
