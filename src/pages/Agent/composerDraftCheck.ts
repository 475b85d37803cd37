import { z } from '@/api/schema/zodSetup';
import { draftFrom } from '@/lib/draftEnvelope';

/** A kept message as `keep` wrote it: its text, and when it was kept. */
export const composerDraftCheck = (raw: string) => draftFrom(raw, z.string());
