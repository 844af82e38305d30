import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  ErrorEnvelopeSchema,
  STAFF_IMPORT_CONTENT_TYPES,
  STAFF_IMPORT_MAX_BYTES,
  StaffImportPreviewResponseSchema,
  StaffImportResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import type { SheetKind } from './staff-import-file';
import { importStaff, previewImport } from './staff-import.service';

const WRITE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
};
const BODY = [
  'The body is the file itself: a CSV file sent as `text/csv` or an XLSX workbook (its first sheet) sent as',
  '`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, at most 2 MB; any other type answers 415.',
  'The first row holds the headers (English or Dutch, any case): Name, Short name, Email, Phone, Skills',
  '(shift type names separated by ; or ,), Contract hours, Rule set. docs/product/back-office.md#staff-import.',
].join(' ');

function sheetKind(request: FastifyRequest): SheetKind {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === STAFF_IMPORT_CONTENT_TYPES.xlsx ? 'xlsx' : 'csv';
}

function fileOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/** The staff import's two routes, in a scope that reads only the two spreadsheet content types. */
export async function staffImportRoutes(server: FastifyInstance, ctx: AppContext) {
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const type of Object.values(STAFF_IMPORT_CONTENT_TYPES))
      scope.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(
        new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, msg('staffImport.unsupportedType'), [
          { field: 'Content-Type', message: msg('staffImport.unsupportedType') },
        ]),
      ),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['staff'];

    app.post(
      '/api/staff/import/preview',
      {
        config: WRITE,
        bodyLimit: STAFF_IMPORT_MAX_BYTES,
        schema: {
          tags,
          description: `Reads a staff spreadsheet and answers its rows with every error naming its cell ("C4: not an email address") and the counts; stores nothing. ${BODY}`,
          response: { 200: StaffImportPreviewResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await previewImport(
          ctx,
          currentWorkspace(request),
          sheetKind(request),
          fileOf(request),
          requestLanguage(request),
        ),
      }),
    );

    app.post(
      '/api/staff/import',
      {
        config: WRITE,
        bodyLimit: STAFF_IMPORT_MAX_BYTES,
        schema: {
          tags,
          description: `Imports a staff spreadsheet: every row or nothing. Any error answers 400 with one detail per error (field: the cell); more rows than the plan allows answers 403 PLAN_LIMIT naming how many fit. ${BODY}`,
          response: { 201: StaffImportResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await importStaff(
          ctx,
          currentWorkspace(request),
          sheetKind(request),
          fileOf(request),
          requestMeta(request),
        );
        return reply.status(201).send({ success: true as const, data });
      },
    );
  });
}
