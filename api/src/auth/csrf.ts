import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** CSRF tokens: `<expiry>.<HMAC(secret, subject.expiry)>`, so a token is only good for the caller it was made for. */
export function createCsrf(secret: string = randomBytes(32).toString('hex'), ttlSeconds = 12 * 3600) {
  const sign = (subject: string, expiry: number): string =>
    createHmac('sha256', secret).update(`${subject}.${expiry}`).digest('base64url');
  return {
    issue(subject: string, now = Date.now()): string {
      const expiry = Math.floor(now / 1000) + ttlSeconds;
      return `${expiry}.${sign(subject, expiry)}`;
    },
    verify(token: string | undefined, subject: string, now = Date.now()): boolean {
      if (!token) return false;
      const [expiryText, signature, ...rest] = token.split('.');
      const expiry = Number(expiryText);
      if (rest.length > 0 || !signature || !Number.isInteger(expiry) || expiry * 1000 < now) return false;
      const expected = Buffer.from(sign(subject, expiry));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type Csrf = ReturnType<typeof createCsrf>;
