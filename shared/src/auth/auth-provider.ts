import type { AuthProviderId } from '../config/runtime-config';

export interface SignInResult {
  token: string;
  email: string;
}

/** One interface for every sign-in provider (development, Microsoft, Google). */
export interface AuthProvider {
  readonly id: AuthProviderId;
  readonly label: string;
  signIn(options?: { email?: string }): Promise<SignInResult>;
  /** A valid ID token; `forceRefresh` asks the provider for a new one. Null when signed out. */
  getToken(options?: { forceRefresh?: boolean; email?: string | null }): Promise<string | null>;
  signOut(): Promise<void>;
  /** Starts loading the provider's library ahead of the click (lazily loaded providers). */
  preload?(): void;
}

/** Errors a provider raises, each with its own Japanese message on the login page. */
export type SignInErrorKind =
  'popup-blocked' | 'popup-closed' | 'unauthorized-domain' | 'network' | 'login-failed' | 'not-registered';

export class SignInError extends Error {
  constructor(
    readonly kind: SignInErrorKind,
    message?: string,
  ) {
    super(message ?? kind);
    this.name = 'SignInError';
  }
}

export const SIGN_IN_ERROR_MESSAGES: Record<SignInErrorKind, string> = {
  'popup-blocked': 'ポップアップがブロックされました。ブラウザの設定でポップアップを許可してください。',
  'popup-closed': 'ログイン画面が閉じられました。もう一度ログインしてください。',
  'unauthorized-domain':
    'このドメインからのログインは許可されていません。システム管理者にお問い合わせください。',
  network: 'ネットワークに接続できません。通信環境を確認してください。',
  'login-failed': 'ログインに失敗しました',
  'not-registered': 'システム管理者にお問い合わせください',
};

const providers = new Map<AuthProviderId, AuthProvider>();

export function registerAuthProvider(provider: AuthProvider): void {
  providers.set(provider.id, provider);
}

export const getAuthProvider = (id: AuthProviderId): AuthProvider | undefined => providers.get(id);
export const listAuthProviders = (): AuthProvider[] => [...providers.values()];
