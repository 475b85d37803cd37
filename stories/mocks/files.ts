import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  FILE_LIMITS,
  FILE_UPLOAD_FIELD,
  fileIdParamsSchema,
  FILE_MEDIA_TYPES,
  fileResponseSchema,
  FILES_ROUTES,
  listFilesQuerySchema,
  listFilesResponseSchema,
  ocrPageParamsSchema,
  ocrPageResponseSchema,
  renameFileRequestSchema,
  fieldErrorsFromZod,
  type StoredFile,
} from '@/api/schema';
import { apiUrl, errorFrom, jsonFrom } from './http';
import type { FilesStore } from './filesStore';

export { FilesStore, type IndexingPlan } from './filesStore';
export * from './filesFixtures';

// The server's sentences (server/services/files/files.ts), so the contract test compares like.
const MESSAGES = {
  missing: 'File not found.',
  tooLarge: `A file may be at most ${FILE_LIMITS.fileBytes / 2 ** 20} MB.`,
  quota: (bytes: number) =>
    `This would take you past your storage quota of ${Math.round(bytes / 2 ** 20)} MB. Delete some files first.`,
  unsupported:
    'This type of file is not supported. Upload text, Markdown, CSV, JSON, PDF, DOCX or an image (PNG, JPEG, WebP, TIFF).',
  empty: 'The file is empty.',
  attach: 'Attach one file.',
} as const;

const missing = () => errorFrom('not_found', MESSAGES.missing);
const invalid = (fields: Parameters<typeof errorFrom>[2]) =>
  errorFrom('validation_failed', 'Some fields need attention.', fields);
const fileAnswer = (file: StoredFile, status = 200) =>
  jsonFrom(fileResponseSchema, { file }, { status });

export interface FilesHandlerOptions {
  /** Milliseconds every answer waits. */
  latency?: number;
  /** Milliseconds an upload waits before answering ('infinite': it never does). */
  uploadLatency?: number | 'infinite';
}

/** Handlers that answer from `store` as the files server would (docs/files.md). */
export function filesHandlers(store: FilesStore, options: FilesHandlerOptions = {}): HttpHandler[] {
  const wait = () => (options.latency ? delay(options.latency) : undefined);
  const withId =
    (answer: (id: string, request: Request) => Response | Promise<Response>) =>
    async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
      await wait();
      const parsed = fileIdParamsSchema.safeParse(params);
      return parsed.success ? answer(parsed.data.id, request) : missing();
    };

  return [
    http.get(apiUrl(FILES_ROUTES.list), async ({ request }) => {
      await wait();
      const parsed = listFilesQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return invalid(fieldErrorsFromZod(parsed.error));
      return jsonFrom(listFilesResponseSchema, store.list(parsed.data));
    }),
    http.post(apiUrl(FILES_ROUTES.list), async ({ request }) => {
      if (options.uploadLatency) await delay(options.uploadLatency);
      else await wait();
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data'))
        return errorFrom('unsupported_media_type', 'Send the file as multipart/form-data.');
      const form = await request.formData();
      const part = form.get(FILE_UPLOAD_FIELD);
      if (!(part instanceof File)) return invalid({ [FILE_UPLOAD_FIELD]: 'required' });
      const verdict = await store.upload(part.name, new Uint8Array(await part.arrayBuffer()));
      if ('file' in verdict) return fileAnswer(verdict.file, 201);
      switch (verdict.refused) {
        case 'too_large':
          return errorFrom('payload_too_large', MESSAGES.tooLarge);
        case 'quota':
          return errorFrom('payload_too_large', MESSAGES.quota(store.quotaBytes), {
            quota: 'too_long',
          });
        case 'empty':
          return errorFrom('unprocessable', MESSAGES.empty);
        default:
          return errorFrom('unsupported_media_type', MESSAGES.unsupported);
      }
    }),
    http.get(
      apiUrl(FILES_ROUTES.one),
      withId((id) => {
        const file = store.get(id);
        return file ? fileAnswer(file) : missing();
      }),
    ),
    http.get(
      apiUrl(FILES_ROUTES.content),
      withId((id) => {
        const file = store.get(id);
        if (!file) return missing();
        return new HttpResponse(store.bytes(id), {
          headers: {
            'Content-Type': FILE_MEDIA_TYPES[file.kind],
            'X-Content-Type-Options': 'nosniff',
            'Cache-Control': 'no-store',
          },
        });
      }),
    ),
    http.get(apiUrl(FILES_ROUTES.ocr), async ({ params }) => {
      await wait();
      const parsed = ocrPageParamsSchema.safeParse(params);
      if (!parsed.success) return invalid(fieldErrorsFromZod(parsed.error));
      if (!store.get(parsed.data.id)) return missing();
      return jsonFrom(ocrPageResponseSchema, {
        ocr: store.ocrPage(parsed.data.id, parsed.data.page),
      });
    }),
    http.patch(
      apiUrl(FILES_ROUTES.one),
      withId(async (id, request) => {
        const parsed = renameFileRequestSchema.safeParse(await request.json().catch(() => null));
        if (!parsed.success) return invalid(fieldErrorsFromZod(parsed.error));
        const file = store.rename(id, parsed.data.name);
        return file ? fileAnswer(file) : missing();
      }),
    ),
    http.delete(
      apiUrl(FILES_ROUTES.one),
      withId((id) => (store.remove(id) ? new HttpResponse(null, { status: 204 }) : missing())),
    ),
    http.post(
      apiUrl(FILES_ROUTES.restore),
      withId((id) => {
        const restored = store.restore(id);
        if (restored === 'quota')
          return errorFrom('payload_too_large', MESSAGES.quota(store.quotaBytes), {
            quota: 'too_long',
          });
        return restored ? fileAnswer(restored) : missing();
      }),
    ),
  ];
}

const allFilesRoutes = [...new Set(Object.values(FILES_ROUTES))].map(apiUrl);

/** Every files request waits forever: the loading state. */
export function filesLoadingHandlers(): HttpHandler[] {
  return allFilesRoutes.map((route) =>
    http.all(route, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

/** Every files request fails with the server's 500 envelope. */
export function filesErrorHandlers(): HttpHandler[] {
  return allFilesRoutes.map((route) =>
    http.all(route, () => errorFrom('internal', 'Something went wrong')),
  );
}
