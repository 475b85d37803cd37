import type { SearchHit, SearchKind } from '@/api/schema';
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
  /** What a hit of this kind shows beside its title and snippet (an event's `when`). */
  details?: SearchHitDetails;
}

/** The fields of a hit a kind may add, beyond what the engine fills in for every kind. */
type HitFields = Partial<Omit<SearchHit, 'id' | 'title'>>;

/** Fields a kind adds to its hits: the columns it selects and the fields made of them. */
export interface SearchHitDetails {
  columns: SqlFragment;
  toHit: (row: Record<string, unknown>) => HitFields;
}

/** A kind's `details`, typed by the row its `columns` select. */
export function hitDetails<Row>(
  columns: SqlFragment,
  toHit: (row: Row) => HitFields,
): SearchHitDetails {
  // The row is what `columns` selects; the engine passes it through untouched.
  return { columns, toHit: (row) => toHit(row as Row) };
}
