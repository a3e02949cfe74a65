import type { ApiKeyScope } from '../../src/domain/api-keys/api-key-scopes';

/** The account a request speaks for, as the auth hook reads it with the session or the key. */
export interface SignedInUser {
  id: string;
  name: string;
  lastname: string;
  email: string;
  isActive: boolean;
  isAdmin: boolean;
  createdAt: Date;
}

/** An API key a request came with (D137): which key, and what it may do. */
export interface UsedApiKey {
  id: string;
  scopes: ApiKeyScope[];
}
