const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Compares in time independent of where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const randomSecret = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * CSRF tokens: `<expiry>.<HMAC(secret, subject.expiry)>`, so a token is only good for the caller it was made for.
 * WebCrypto, so mock mode in the browser signs and checks them with the same code.
 */
export function createCsrf(secret: string = randomSecret(), ttlSeconds = 12 * 3600) {
  const key = crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sign = async (subject: string, expiry: number): Promise<string> =>
    base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(`${subject}.${expiry}`)));
  return {
    async issue(subject: string, now = Date.now()): Promise<string> {
      const expiry = Math.floor(now / 1000) + ttlSeconds;
      return `${expiry}.${await sign(subject, expiry)}`;
    },
    async verify(token: string | undefined, subject: string, now = Date.now()): Promise<boolean> {
      if (!token) return false;
      const [expiryText, signature, ...rest] = token.split('.');
      const expiry = Number(expiryText);
      if (rest.length > 0 || !signature || !Number.isInteger(expiry) || expiry * 1000 < now) return false;
      return sameText(await sign(subject, expiry), signature);
    },
  };
}
export type Csrf = ReturnType<typeof createCsrf>;
