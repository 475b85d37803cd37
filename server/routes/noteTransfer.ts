import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  NOTE_IMPORT_FIELD,
  NOTE_IMPORT_LIMITS,
  noteExportQuerySchema,
  noteIdParamsSchema,
  noteImportResultSchema,
  NOTE_TRANSFER_ROUTES,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { unreadableUpload } from '../services/files/files.ts';
import type { SourceFile } from '../services/notes/import/archiveEntries.ts';
import { isUnsafePath } from '../services/notes/import/archiveEntries.ts';
import { ImportRefused, refusalError } from '../services/notes/import/importRefused.ts';
import { createNoteImport } from '../services/notes/import/noteImport.ts';
import { createNoteExport } from '../services/notes/export/noteExport.ts';
import { sendDownload } from './contentDisposition.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('notes');
// Sent as built; Fastify never serialises a buffer, so nothing checks it against a schema.
const fileBytes = z.any().describe('The exported file');
const importResponses = { 200: noteImportResultSchema, 422: errorEnvelopeSchema };

/** The uploaded files, all read into memory within NOTE_IMPORT_LIMITS (a larger upload is a 413). */
async function uploads(request: FastifyRequest): Promise<SourceFile[]> {
  if (!request.isMultipart())
    throw new HttpError('unsupported_media_type', 'Send the files as multipart/form-data.');
  const files: SourceFile[] = [];
  let total = 0;
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== NOTE_IMPORT_FIELD || isUnsafePath(part.filename)) {
        part.file.resume();
        throw new ImportRefused(
          part.fieldname === NOTE_IMPORT_FIELD ? 'unsafe_path' : 'unreadable',
        );
      }
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > NOTE_IMPORT_LIMITS.uploadBytes) throw new ImportRefused('too_large');
      files.push({ path: part.filename, bytes });
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw refusalError(error);
    throw unreadableUpload(error);
  }
  if (!files.length)
    throw new HttpError('validation_failed', 'Attach the files to import.', {
      [NOTE_IMPORT_FIELD]: 'required',
    });
  return files;
}

/** Runs an import step, turning a refused upload into its answer (nothing was written). */
async function refusing<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof ImportRefused ? refusalError(error) : error;
  }
}

/** Notes in and out as Markdown (docs/product.md, "Import and export"). */
export const noteTransferRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, notes, files, publicUrl },
) => {
  // Multipart is parsed in this scope only: every other route still takes JSON alone.
  await app.register(multipart, {
    limits: {
      fileSize: NOTE_IMPORT_LIMITS.uploadBytes,
      files: NOTE_IMPORT_LIMITS.uploadFiles,
      fields: 0,
      fieldNameSize: 32,
    },
  });
  const noteImport = createNoteImport(db, { notes, files });
  const noteExport = createNoteExport(db, publicUrl);

  app.post(NOTE_TRANSFER_ROUTES.importPreview, {
    schema: doc(
      `What importing the files (multipart field "${NOTE_IMPORT_FIELD}") would create and skip; writes nothing`,
      importResponses,
    ),
    handler: async (request) =>
      refusing(noteImport.preview(request.user.id, await uploads(request))),
  });

  app.post(NOTE_TRANSFER_ROUTES.import, {
    schema: doc(
      `Import notes from Markdown/text files or a .zip of them (multipart field "${NOTE_IMPORT_FIELD}")`,
      importResponses,
    ),
    handler: async (request) => refusing(noteImport.apply(request.user.id, await uploads(request))),
  });

  app.get(NOTE_TRANSFER_ROUTES.exportAll, {
    schema: doc(
      'Notes as a .zip of Markdown files with front matter, a folder per top-level tag',
      { 200: fileBytes },
      { querystring: noteExportQuerySchema },
    ),
    handler: async (request, reply) => {
      const archive = await noteExport.archive(request.user.id, request.query);
      return sendDownload(
        reply,
        { type: 'application/zip', name: 'Quire notes.zip' },
        Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength),
      );
    },
  });

  app.get(NOTE_TRANSFER_ROUTES.exportOne, {
    schema: doc(
      'One note as a Markdown file with front matter',
      { 200: fileBytes },
      { params: noteIdParamsSchema },
    ),
    handler: async (request, reply) => {
      const file = await noteExport.one(request.user.id, request.params.id);
      if (!file) throw new HttpError('not_found', 'Note not found.');
      return sendDownload(
        reply,
        { type: 'text/markdown; charset=utf-8', name: file.path },
        file.text,
      );
    },
  });
};
