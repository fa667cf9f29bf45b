/** Token ids signed out before their expiry (in memory: a restart forgets them; tokens live one hour). */
export function createRevocationList() {
  const revoked = new Map<string, number>();
  const prune = (nowSeconds: number) => {
    for (const [id, expiresAt] of revoked) if (expiresAt < nowSeconds) revoked.delete(id);
  };
  return {
    revoke(tokenId: string, expiresAt: number): void {
      prune(Date.now() / 1000);
      revoked.set(tokenId, expiresAt);
    },
    isRevoked: (tokenId: string | undefined): boolean => tokenId !== undefined && revoked.has(tokenId),
  };
}
export type RevocationList = ReturnType<typeof createRevocationList>;
