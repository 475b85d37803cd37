import { errorEnvelopeSchema } from './errors';
import {
  fileIdParamsSchema,
  fileResponseSchema,
  listFilesQuerySchema,
  listFilesResponseSchema,
  renameFileRequestSchema,
} from './files';
import { FILE_LIMITS, FILE_UPLOAD_FIELD, FILES_ROUTES } from './filesConstants';
import { ocrPageParamsSchema, ocrPageResponseSchema } from './filesOcr';
import { deleteRoute, patchRoute, postRoute, readRoute, type RouteContract } from './routeContract';
import { z } from './zodSetup';

// Streamed as stored; Fastify never serialises a stream, so nothing checks it against a schema.
const fileBytes = z.any().describe("The file's bytes, as uploaded");

/** The user's files (docs/files.md). */
export const FILE_CONTRACTS = {
  list: readRoute(
    FILES_ROUTES.list,
    'Your files with their indexing status, and how much of your quota they use',
    listFilesResponseSchema,
    { querystring: listFilesQuerySchema },
  ),
  upload: {
    method: 'POST',
    url: FILES_ROUTES.list,
    summary: `Upload one file (multipart field "${FILE_UPLOAD_FIELD}"); its type is read from its bytes`,
    answers: { 201: fileResponseSchema, 422: errorEnvelopeSchema },
  },
  one: readRoute(FILES_ROUTES.one, 'One file', fileResponseSchema, { params: fileIdParamsSchema }),
  content: readRoute(FILES_ROUTES.content, 'Download the file as it was uploaded', fileBytes, {
    params: fileIdParamsSchema,
  }),
  ocr: readRoute(
    FILES_ROUTES.ocr,
    'The words OCR read on a page, with their boxes (null when it has a text layer)',
    ocrPageResponseSchema,
    { params: ocrPageParamsSchema },
  ),
  rename: patchRoute(FILES_ROUTES.one, 'Rename a file', fileResponseSchema, {
    params: fileIdParamsSchema,
    body: renameFileRequestSchema,
  }),
  remove: deleteRoute(
    FILES_ROUTES.one,
    `Delete a file; it can be restored for ${FILE_LIMITS.undoMinutes} minutes`,
    { params: fileIdParamsSchema },
  ),
  restore: postRoute(FILES_ROUTES.restore, 'Undo a delete', fileResponseSchema, {
    params: fileIdParamsSchema,
  }),
} as const satisfies Record<string, RouteContract>;
