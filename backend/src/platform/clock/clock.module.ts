import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { Clock, ShiftableClock, SystemClock } from './clock';
import { DevClockController } from './dev-clock.controller';

@Global()
@Module({})
export class ClockModule {
  /** `clock`: the tests' own; otherwise the system's, or a shiftable one when DEV_CLOCK=shiftable outside production. */
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    const shiftable = !clock && config.get('devClock') === 'shiftable' && !config.isProduction ? new ShiftableClock() : null;
    return {
      module: ClockModule,
      providers: [
        { provide: Clock, useValue: clock ?? shiftable ?? new SystemClock() },
        ...(shiftable ? [{ provide: ShiftableClock, useValue: shiftable }] : []),
      ],
      controllers: shiftable ? [DevClockController] : [],
      exports: [Clock],
    };
  }
}
