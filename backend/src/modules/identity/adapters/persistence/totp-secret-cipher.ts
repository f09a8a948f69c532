import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { derivedKey } from '../../../../platform/config/derived-key';
import { openText, sealText } from '../../../../platform/config/sealed-text';

/** The key's names (the development key file, the purpose it is derived for); the migration that sealed the old rows names them too. */
export const TOTP_SECRET_KEY_FILE = 'admin-two-factor';
export const TOTP_SECRET_KEY_PURPOSE = 'admin-totp-secrets';

/**
 * Admins' TOTP secrets are stored sealed (AES-256-GCM, bound to the admin's id) under a key
 * derived from SESSION_SECRET: a copy of the database alone mints no codes.
 */
@Injectable()
export class TotpSecretCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = derivedKey(config, TOTP_SECRET_KEY_FILE, TOTP_SECRET_KEY_PURPOSE);
  }

  seal(userId: string, secret: string): string {
    return sealText(this.key, secret, userId);
  }

  open(userId: string, stored: string): string {
    return openText(this.key, stored, userId);
  }
}
