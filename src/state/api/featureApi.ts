import { baseApi } from './baseApi';

/**
 * A feature's part of the cache: the cache with the feature's tag type added, and the tag its
 * list provides, which the feature's writes invalidate.
 */
export function withListTag<Tag extends string>(type: Tag) {
  return {
    api: baseApi.enhanceEndpoints({ addTagTypes: [type] }),
    list: { type, id: 'LIST' },
  };
}

/** An address template's `:id` filled in, encoded (`AUTOMATION_PATHS.one`, `NOTIFICATION_PATHS.read`). */
export const withId = (template: string, id: string) =>
  template.replace(':id', encodeURIComponent(id));

/** Where a list of the user's own items lives: listed and created at `list`, one at `one(id)`. */
interface ItemAddresses {
  list: string;
  one: (id: string) => string;
}

/**
 * A list of the user's own items (tokens, grants, MCP servers, automations) and the writes that
 * change it: the list provides the feature's tag and each write invalidates it. Each definition
 * takes how its answer is checked: `{ responseSchema }`, or `unwrap(envelope, key)`.
 */
export function managedItems<Tag extends string>(type: Tag, at: ItemAddresses) {
  const { api, list } = withListTag(type);
  return {
    api,
    /** The list tag, for a write of the feature's own that changes the list too. */
    tag: list,
    list: <Answer extends object>(answer: Answer) => ({
      query: () => ({ url: at.list }),
      ...answer,
      providesTags: [list],
    }),
    create: <Answer extends object>(answer: Answer) => ({
      query: (data: unknown) => ({ url: at.list, method: 'POST' as const, data }),
      ...answer,
      invalidatesTags: [list],
    }),
    /** A DELETE; its answer (`{}` when it has none) is checked like the others'. */
    remove: <Answer extends object>(answer: Answer) => ({
      query: (id: string) => ({ url: at.one(id), method: 'DELETE' as const }),
      ...answer,
      invalidatesTags: [list],
    }),
  };
}
