import type { Db } from '../db/database';
import type { TestApp } from './test-app';

export interface UploadOptions {
  dryRun?: boolean;
  /** The comment that confirms the file's quality warnings (sent only when given). */
  comment?: string;
}

/** Uploads a file to one upload endpoint as one account, as a dry run or with a comment, as the upload pages do. */
export const uploaderOf =
  (t: () => TestApp, path: string, fileName: string, account: string) =>
  (file: Buffer, { dryRun = false, comment }: UploadOptions = {}) =>
    t().upload(
      `${path}${dryRun ? '?dry_run=true' : ''}`,
      fileName,
      file,
      account,
      comment === undefined ? {} : { comment },
    );

/** An office that has rows in both `year` and the year before: results and vehicles compare the two. */
export async function anOfficeOfBothYears(db: Db, year: number): Promise<string> {
  const office = await db
    .selectFrom('offices as o')
    .innerJoin('offices as p', (join) =>
      join.onRef('p.office_code', '=', 'o.office_code').on('p.survey_fy', '=', year - 1),
    )
    .select('o.office_code')
    .where('o.survey_fy', '=', year)
    .executeTakeFirstOrThrow();
  return office.office_code;
}
