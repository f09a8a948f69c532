import type { ApiKey, ApiKeyScope } from '../domain/api-key';

export interface NewApiKey {
  name: string;
  hint: string;
  secretHash: string;
  scopes: ApiKeyScope[];
  cities: string[] | null;
  rateLimitPerMinute: number;
  expiresAt: Date | null;
  createdAt: Date;
  createdBy: string;
}

/** The API keys; joins the caller's unit of work. */
export abstract class ApiKeyStore {
  abstract insert(key: NewApiKey): Promise<ApiKey>;
  /** Newest first. */
  abstract list(): Promise<ApiKey[]>;
  abstract findById(id: string): Promise<ApiKey | null>;
  abstract findBySecretHash(secretHash: string): Promise<ApiKey | null>;
  /** Revokes an active key; answers the key as it stands, null when there is none. */
  abstract revoke(id: string, at: Date): Promise<ApiKey | null>;
  abstract recordUse(id: string, at: Date, address: string | null): Promise<void>;
}
