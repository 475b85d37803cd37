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
import { AUTH_ERROR_RESPONSES, noContent } from './responses.ts';

const tags = ['files'];
// Streamed as stored; Fastify never serialises a stream, so nothing checks it against a schema.
const fileBytes = z.any().describe("The file's bytes, as uploaded");
// Another user's file answers exactly like a missing one: its existence is not revealed.
const missing = () => new HttpError('not_found', 'File not found.');
const answer = async (found: Promise<StoredFile | null>) => {
  const file = await found;
  if (!file) throw missing();
  return { file };
};
/** A route about one file names it by id and answers with it. */
const oneFile = {
  params: fileIdParamsSchema,
  response: { 200: fileResponseSchema, ...AUTH_ERROR_RESPONSES },
};

export const fileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { files }) => {
  // Multipart is parsed in this scope only: every other route still takes JSON alone.
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMITS.fileBytes, files: 1, fields: 0, parts: 1, fieldNameSize: 32 },
  });

  app.get(FILES_ROUTES.list, {
    schema: {
      tags,
      summary: 'Your files with their indexing status, and how much of your quota they use',
      querystring: listFilesQuerySchema,
      response: { 200: listFilesResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => files.list(request.user.id, request.query),
  });

  app.post(FILES_ROUTES.list, {
    schema: {
      tags,
      summary: `Upload one file (multipart field "${FILE_UPLOAD_FIELD}"); its type is read from its bytes`,
      response: { 201: fileResponseSchema, 422: errorEnvelopeSchema, ...AUTH_ERROR_RESPONSES },
    },
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
    schema: { tags, summary: 'One file', ...oneFile },
    handler: async (request) => answer(files.get(request.user.id, request.params.id)),
  });

  app.get(FILES_ROUTES.content, {
    schema: {
      tags,
      summary: 'Download the file as it was uploaded',
      params: fileIdParamsSchema,
      response: { 200: fileBytes, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const opened = await files.open(request.user.id, request.params.id);
      if (!opened) throw missing();
      const { kind, name, size } = opened.file;
      return sendDownload(reply, { type: FILE_MEDIA_TYPES[kind], name, size }, opened.stream);
    },
  });

  app.get(FILES_ROUTES.ocr, {
    schema: {
      tags,
      summary: 'The words OCR read on a page, with their boxes (null when it has a text layer)',
      params: ocrPageParamsSchema,
      response: { 200: ocrPageResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const ocr = await files.ocrPage(request.user.id, request.params.id, request.params.page);
      if (ocr === undefined) throw missing();
      return { ocr };
    },
  });

  app.patch(FILES_ROUTES.one, {
    schema: { tags, summary: 'Rename a file', body: renameFileRequestSchema, ...oneFile },
    handler: async (request) =>
      answer(files.rename(request.user.id, request.params.id, request.body.name)),
  });

  app.delete(FILES_ROUTES.one, {
    schema: {
      tags,
      summary: `Delete a file; it can be restored for ${FILE_LIMITS.undoMinutes} minutes`,
      params: fileIdParamsSchema,
      response: { 204: noContent, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      if (!(await files.remove(request.user.id, request.params.id))) throw missing();
      return reply.code(204).send();
    },
  });

  app.post(FILES_ROUTES.restore, {
    schema: { tags, summary: 'Undo a delete', ...oneFile },
    handler: async (request) => answer(files.restore(request.user.id, request.params.id)),
  });
};
