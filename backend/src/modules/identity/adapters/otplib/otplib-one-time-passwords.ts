import { Injectable } from '@nestjs/common';
import { authenticator } from 'otplib';
import { AppConfig } from '../../../../platform/config/app-config';
import { OneTimePasswords } from '../../application/one-time-passwords';

/** otplib's authenticator (30-second steps, six digits, SHA-1: what every authenticator app reads), on the service clock. */
@Injectable()
export class OtplibOneTimePasswords extends OneTimePasswords {
  constructor(private readonly config: AppConfig) {
    super();
  }

  newSecret(): string {
    return authenticator.generateSecret();
  }

  enrolmentAddress(accountName: string, secret: string): string {
    return authenticator.keyuri(accountName, this.config.get('appName'), secret);
  }

  isValid(code: string, secret: string, at: Date): boolean {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return false;
    // One step either side tolerates a phone whose clock is a little off.
    return authenticator.clone({ epoch: at.getTime(), window: 1 }).check(digits, secret);
  }
}
