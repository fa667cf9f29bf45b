import { http, HttpResponse, type HttpHandler } from 'msw';
import { exportJobSchema, exportTokenParamsSchema } from '@sdp/shared/contracts';
import { contentDisposition, CSV_CONTENT_TYPE } from '@sdp/shared/domain';
import { apiPath, declaredAccess, guarded, notFound } from '../lib';
import { findExport, jobToWire } from '../store/exports';

/** `GET /exports/{token}`: 202 with the progress until the mock's 5 s have passed, then the CSV. */
export const exportsHandlers: HttpHandler[] = [
  http.get(
    apiPath('/exports/:token'),
    guarded<{ token: string }>(declaredAccess('GET', '/exports/:token'), ({ params, session }) => {
      const parsed = exportTokenParamsSchema.safeParse(params);
      const found = parsed.success ? findExport(parsed.data.token, session.account.email) : undefined;
      if (!found) return notFound();
      if (!found.ready)
        return HttpResponse.json(exportJobSchema.parse(jobToWire(found.job)), { status: 202 });
      return new HttpResponse(found.job.csv, {
        headers: {
          'Content-Type': CSV_CONTENT_TYPE,
          'Content-Disposition': contentDisposition(found.job.fileName),
        },
      });
    }),
  ),
];
