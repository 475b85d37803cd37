import type { SearchKind } from '@/api/schema';
import type { SqlFragment } from '../../db/index.ts';

/**
 * What a kind tells the engine about its table: which rows belong to whom, which column holds
 * the document (a `search_document(title, body)` tsvector with a GIN index) and what a hit
 * shows. A kind also keeps the typo lexicon with a trigger (see migration 004's notes trigger);
 * how a hit opens is the client's part (`searchHitPath`). Adding a kind changes nothing here.
 */
export interface SearchKindSource {
  kind: SearchKind;
  table: SqlFragment;
  id: SqlFragment;
  owner: SqlFragment;
  document: SqlFragment;
  title: SqlFragment;
  body: SqlFragment;
  updatedAt: SqlFragment;
  /** Rows the global search may show (notes in the trash stay out, for example). */
  searchable: SqlFragment[];
}
