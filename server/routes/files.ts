import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  FILE_LIMITS,
  FILE_MEDIA_TYPES,
  FILE_UPLOAD_FIELD,
  fileIdParamsSchema,
  fileResponseSchema,
  FILES_ROUTES,
  listFilesQuerySchema,
  listFilesResponseSchema,
  ocrPageParamsSchema,
  ocrPageResponseSchema,
  renameFileRequestSchema,
  type StoredFile,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { unreadableUpload } from '../services/files/files.ts';
import { HttpError } from '../errors.ts';
import { sendDownload } from './contentDisposition.ts';
import { noContent } from './responses.ts';
import { foundOr } from './notFound.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('files');
// Streamed as stored; Fastify never serialises a stream, so nothing checks it against a schema.
const fileBytes = z.any().describe("The file's bytes, as uploaded");
const found = foundOr('File not found.');
const answer = async (lookup: Promise<StoredFile | null>) => ({ file: found(await lookup) });
/** A route about one file names it by id and answers with it. */
const oneFile = <Body extends object = object>(summary: string, body?: Body) =>
  doc(summary, { 200: fileResponseSchema }, { params: fileIdParamsSchema, ...(body as Body) });

export const fileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { files }) => {
  // Multipart is parsed in this scope only: every other route still takes JSON alone.
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMITS.fileBytes, files: 1, fields: 0, parts: 1, fieldNameSize: 32 },
  });

  app.get(FILES_ROUTES.list, {
    schema: doc(
      'Your files with their indexing status, and how much of your quota they use',
      { 200: listFilesResponseSchema },
      { querystring: listFilesQuerySchema },
    ),
    handler: async (request) => files.list(request.user.id, request.query),
  });

  app.post(FILES_ROUTES.list, {
    schema: doc(
      `Upload one file (multipart field "${FILE_UPLOAD_FIELD}"); its type is read from its bytes`,
      { 201: fileResponseSchema, 422: errorEnvelopeSchema },
    ),
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError('unsupported_media_type', 'Send the file as multipart/form-data.');
      const part = await request.file().catch((error: unknown) => {
        throw unreadableUpload(error);
      });
      if (!part || part.fieldname !== FILE_UPLOAD_FIELD) {
        part?.file.resume();
        throw new HttpError('validation_failed', 'Attach one file.', {
          [FILE_UPLOAD_FIELD]: 'required',
        });
      }
      const file = await files.upload(request.user.id, part.filename, part.file);
      return reply.code(201).send({ file });
    },
  });

  app.get(FILES_ROUTES.one, {
    schema: oneFile('One file'),
    handler: async (request) => answer(files.get(request.user.id, request.params.id)),
  });

  app.get(FILES_ROUTES.content, {
    schema: doc(
      'Download the file as it was uploaded',
      { 200: fileBytes },
      { params: fileIdParamsSchema },
    ),
    handler: async (request, reply) => {
      const opened = found(await files.open(request.user.id, request.params.id));
      const { kind, name, size } = opened.file;
      return sendDownload(reply, { type: FILE_MEDIA_TYPES[kind], name, size }, opened.stream);
    },
  });

  app.get(FILES_ROUTES.ocr, {
    schema: doc(
      'The words OCR read on a page, with their boxes (null when it has a text layer)',
      { 200: ocrPageResponseSchema },
      { params: ocrPageParamsSchema },
    ),
    handler: async (request) => {
      const ocr = await files.ocrPage(request.user.id, request.params.id, request.params.page);
      if (ocr === undefined) throw new HttpError('not_found', 'File not found.');
      return { ocr };
    },
  });

  app.patch(FILES_ROUTES.one, {
    schema: oneFile('Rename a file', { body: renameFileRequestSchema }),
    handler: async (request) =>
      answer(files.rename(request.user.id, request.params.id, request.body.name)),
  });

  app.delete(FILES_ROUTES.one, {
    schema: doc(
      `Delete a file; it can be restored for ${FILE_LIMITS.undoMinutes} minutes`,
      { 204: noContent },
      { params: fileIdParamsSchema },
    ),
    handler: async (request, reply) => {
      found(await files.remove(request.user.id, request.params.id));
      return reply.code(204).send();
    },
  });

  app.post(FILES_ROUTES.restore, {
    schema: oneFile('Undo a delete'),
    handler: async (request) => answer(files.restore(request.user.id, request.params.id)),
  });
};
