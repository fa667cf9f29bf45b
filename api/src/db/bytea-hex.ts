const HEX_DIGITS = new TextEncoder().encode('0123456789abcdef');
const ascii = new TextDecoder();

/**
 * A bytea parameter as PostgreSQL's hex text (`\x…`), for PGlite, which sends every parameter as text: one flat string
 * built from one byte array. PGlite's own serializer maps every byte to a string of its own
 * (`Array.from(bytes).map(…)`): for a kept upload's 256 KB chunk, megabytes that reach the old generation and stay
 * until a full collection, the better part of an upload's peak memory on PGlite.
 */
export function byteaHex(bytes: Uint8Array): string {
  const digits = new Uint8Array(2 + bytes.length * 2);
  digits[0] = 0x5c; // \
  digits[1] = 0x78; // x
  for (let at = 0; at < bytes.length; at += 1) {
    digits[2 + 2 * at] = HEX_DIGITS[bytes[at]! >> 4]!;
    digits[3 + 2 * at] = HEX_DIGITS[bytes[at]! & 15]!;
  }
  return ascii.decode(digits);
}
