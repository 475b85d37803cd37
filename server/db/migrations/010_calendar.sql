-- Calendars (docs/calendar.md). Times are instants (timestamptz) with the event's IANA zone
-- beside them: the zone is what recurrence is expanded in, so a weekly 09:00 stays at 09:00
-- across a daylight-saving change. All-day events keep floating dates as midnight UTC.

-- Per-user calendar settings: the viewer's zone and the hash of the private feed token.
CREATE TABLE calendar_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  time_zone text,
  feed_token_hash bytea UNIQUE,
  feed_created_at timestamptz
);

-- A row is a single event, a series (rrule set), or one edited occurrence of a series
-- (series_id and recurrence_start set, sharing the series' uid as iCalendar's RECURRENCE-ID does).
-- series_end is when the last occurrence ends (NULL: never), so a range query reads an index.
CREATE TABLE calendar_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  uid text NOT NULL,
  series_id uuid REFERENCES calendar_events (id) ON DELETE CASCADE,
  recurrence_start timestamptz,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT 'default',
  all_day boolean NOT NULL DEFAULT false,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  time_zone text NOT NULL,
  rrule text,
  exdates timestamptz[] NOT NULL DEFAULT '{}',
  series_end timestamptz,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CHECK (end_at > start_at),
  CHECK ((series_id IS NULL) = (recurrence_start IS NULL)),
  search tsvector GENERATED ALWAYS AS (
    search_document(title, description || ' ' || location)
  ) STORED
);
-- One series or single event per UID per calendar (import skips duplicates by it); an edited
-- occurrence shares its series' UID.
CREATE UNIQUE INDEX calendar_events_uid ON calendar_events (user_id, uid) WHERE series_id IS NULL;
CREATE UNIQUE INDEX calendar_events_override ON calendar_events (series_id, recurrence_start)
  WHERE series_id IS NOT NULL;
CREATE INDEX calendar_events_range ON calendar_events (user_id, start_at, series_end);
CREATE INDEX calendar_events_search ON calendar_events USING gin (search);

-- The notes' lexicon trigger reads only user_id and search, which events have too.
CREATE TRIGGER calendar_events_search_lexicon
  AFTER INSERT OR DELETE OR UPDATE OF title, description, location ON calendar_events
  FOR EACH ROW EXECUTE FUNCTION notes_search_lexicon();

-- Read access granted by an owner to another user.
CREATE TABLE calendar_shares (
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  grantee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (owner_id, grantee_id),
  CHECK (owner_id <> grantee_id)
);
CREATE INDEX calendar_shares_grantee ON calendar_shares (grantee_id);

-- What a change replaced, so the snackbar's UNDO can put a series back as it was: the rows
-- before (JSON of calendar_events rows) and the ids the change created. Kept a day.
CREATE TABLE calendar_undo (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  before jsonb NOT NULL,
  created_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendar_undo_created_at ON calendar_undo (created_at);
