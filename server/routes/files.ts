import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILE_CONTRACTS,
  FILE_LIMITS,
  FILE_MEDIA_TYPES,
  FILE_UPLOAD_FIELD,
  type StoredFile,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { unreadableUpload } from '../services/files/files.ts';
import { HttpError } from '../errors.ts';
import { sendDownload } from './contentDisposition.ts';
import { declareRoutes } from './declareRoute.ts';
import { noContentAfter } from './responses.ts';
import { foundOr } from './notFound.ts';

const found = foundOr('File not found.');
const answer = async (lookup: Promise<StoredFile | null>) => ({ file: found(await lookup) });

export const fileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { files }) => {
  // Multipart is parsed in this scope only: every other route still takes JSON alone.
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMITS.fileBytes, files: 1, fields: 0, parts: 1, fieldNameSize: 32 },
  });

  const route = declareRoutes(app, 'files');
  route(FILE_CONTRACTS.list, async (request) => files.list(request.user.id, request.query));
  route(FILE_CONTRACTS.upload, async (request, reply) => {
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
  });
  route(FILE_CONTRACTS.one, async (request) =>
    answer(files.get(request.user.id, request.params.id)),
  );
  route(FILE_CONTRACTS.content, async (request, reply) => {
    const opened = found(await files.open(request.user.id, request.params.id));
    const { kind, name, size } = opened.file;
    return sendDownload(reply, { type: FILE_MEDIA_TYPES[kind], name, size }, opened.stream);
  });
  route(FILE_CONTRACTS.ocr, async (request) => {
    const ocr = await files.ocrPage(request.user.id, request.params.id, request.params.page);
    if (ocr === undefined) throw new HttpError('not_found', 'File not found.');
    return { ocr };
  });
  route(FILE_CONTRACTS.rename, async (request) =>
    answer(files.rename(request.user.id, request.params.id, request.body.name)),
  );
  route(FILE_CONTRACTS.remove, async (request, reply) =>
    noContentAfter(reply, files.remove(request.user.id, request.params.id).then(found)),
  );
  route(FILE_CONTRACTS.restore, async (request) =>
    answer(files.restore(request.user.id, request.params.id)),
  );
};
