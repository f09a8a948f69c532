import { Global, Module } from '@nestjs/common';
import { ServiceStanding } from '../identity';
import { CoupleStandingRepository } from './application/bookings/couple-standing.repository';
import { CoupleStandings } from './application/bookings/couple-standings';
import { CoupleServiceStanding } from './adapters/identity/couple-service-standing';
import { TypeOrmCoupleStandingRepository } from './adapters/persistence/typeorm-couple-standing.repository';

/**
 * Couples' standing (the late-cancellation rule). Global because identity shows it to the
 * signed-in member through its ServiceStanding port and cannot import DinnersModule,
 * which depends on identity.
 */
@Global()
@Module({
  providers: [
    { provide: CoupleStandingRepository, useClass: TypeOrmCoupleStandingRepository },
    CoupleStandings,
    { provide: ServiceStanding, useClass: CoupleServiceStanding },
  ],
  exports: [CoupleStandings, ServiceStanding],
})
export class CoupleStandingModule {}
