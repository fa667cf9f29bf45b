import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyStatement, type BulkCopy } from './bulk-copy';

/** `COPY … FROM STDIN` on a pooled connection of a real server. */
export const postgresCopy =
  (pool: pg.Pool): BulkCopy =>
  async (table, columns, csv) => {
    const client = await pool.connect();
    try {
      const stream = client.query(copyFrom(copyStatement(table, columns, 'STDIN')));
      const bytes =
        typeof csv === 'string'
          ? Buffer.from(csv, 'utf-8')
          : Buffer.from(csv.buffer, csv.byteOffset, csv.byteLength);
      await pipeline(Readable.from([bytes]), stream);
    } finally {
      client.release();
    }
  };
