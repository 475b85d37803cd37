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
