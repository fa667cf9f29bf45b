import { z } from 'zod';

/**
 * Large exports by token (spec §7 `GET {token}`): a start endpoint (e.g. POST /organizations/survey_target/export_jobs)
 * prepares the CSV on the server and answers 202 with this job. `GET /exports/{token}` answers 202 with the job
 * while it is being prepared and 200 with the CSV attachment once it is ready. A token belongs to the user who
 * started it and expires (`expires_at`); an unknown, expired or someone else's token answers 404.
 */
export const EXPORT_JOB_STATUSES = ['preparing', 'ready', 'failed'] as const;

export const exportJobSchema = z
  .object({
    token: z.string().describe('ダウンロード用トークン（作成したユーザーのみ有効）'),
    status: z.enum(EXPORT_JOB_STATUSES).describe('preparing: 作成中, ready: ダウンロード可, failed: 失敗'),
    file_name: z.string().describe('CSVのファイル名'),
    rows_done: z.number().int().describe('書き出した行数'),
    rows_total: z.number().int().nullable().describe('書き出す行数（不明なら null）'),
    progress: z.number().int().min(0).max(100).describe('進捗（%）'),
    download_path: z.string().describe('ダウンロードURL（/api/v1 以下）: GET で取得'),
    expires_at: z.string().describe('トークンの有効期限（ISO 8601）'),
  })
  .describe('CSVエクスポートのジョブ');
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** The download path of a token, below /api/v1. */
export const exportDownloadPath = (token: string): string => `/exports/${token}`;
