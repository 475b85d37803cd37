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
import { noContent, type RouteContract } from './routeContract';
import { z } from './zodSetup';

// Streamed as stored; Fastify never serialises a stream, so nothing checks it against a schema.
const fileBytes = z.any().describe("The file's bytes, as uploaded");

/** The user's files (docs/files.md). */
export const FILE_CONTRACTS = {
  list: {
    method: 'GET',
    url: FILES_ROUTES.list,
    summary: 'Your files with their indexing status, and how much of your quota they use',
    querystring: listFilesQuerySchema,
    answers: { 200: listFilesResponseSchema },
  },
  upload: {
    method: 'POST',
    url: FILES_ROUTES.list,
    summary: `Upload one file (multipart field "${FILE_UPLOAD_FIELD}"); its type is read from its bytes`,
    answers: { 201: fileResponseSchema, 422: errorEnvelopeSchema },
  },
  one: {
    method: 'GET',
    url: FILES_ROUTES.one,
    summary: 'One file',
    params: fileIdParamsSchema,
    answers: { 200: fileResponseSchema },
  },
  content: {
    method: 'GET',
    url: FILES_ROUTES.content,
    summary: 'Download the file as it was uploaded',
    params: fileIdParamsSchema,
    answers: { 200: fileBytes },
  },
  ocr: {
    method: 'GET',
    url: FILES_ROUTES.ocr,
    summary: 'The words OCR read on a page, with their boxes (null when it has a text layer)',
    params: ocrPageParamsSchema,
    answers: { 200: ocrPageResponseSchema },
  },
  rename: {
    method: 'PATCH',
    url: FILES_ROUTES.one,
    summary: 'Rename a file',
    params: fileIdParamsSchema,
    body: renameFileRequestSchema,
    answers: { 200: fileResponseSchema },
  },
  remove: {
    method: 'DELETE',
    url: FILES_ROUTES.one,
    summary: `Delete a file; it can be restored for ${FILE_LIMITS.undoMinutes} minutes`,
    params: fileIdParamsSchema,
    answers: { 204: noContent },
  },
  restore: {
    method: 'POST',
    url: FILES_ROUTES.restore,
    summary: 'Undo a delete',
    params: fileIdParamsSchema,
    answers: { 200: fileResponseSchema },
  },
} as const satisfies Record<string, RouteContract>;
