-- The daily agenda mail (docs/calendar.md "Daily agenda"): whether the user wants it and the
-- local time of day it goes out, in the user's calendar time zone.
ALTER TABLE calendar_settings
  ADD COLUMN agenda_email boolean NOT NULL DEFAULT false,
  ADD COLUMN agenda_time text NOT NULL DEFAULT '07:00'
    CHECK (agenda_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
