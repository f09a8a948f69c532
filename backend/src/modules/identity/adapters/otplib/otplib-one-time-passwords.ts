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

  matchingStep(code: string, secret: string, at: Date): number | null {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return null;
    // One step either side tolerates a phone whose clock is a little off.
    const otp = authenticator.clone({ epoch: at.getTime(), window: 1 });
    const delta = otp.checkDelta(digits, secret);
    return delta === null ? null : Math.floor(at.getTime() / 1000 / otp.allOptions().step) + delta;
  }
}
