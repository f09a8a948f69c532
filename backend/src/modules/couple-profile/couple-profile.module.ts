import { Global, Module } from '@nestjs/common';
import { CoupleCities, IdentityModule, personalDataHolder } from '../identity';
import { ProfileCoupleCities } from './adapters/identity/profile-couple-cities';
import { CoupleRepository } from './application/couple.repository';
import { CoupleProfiles } from './application/couple-profiles';
import { PartialSignupRepository } from './application/partial-signup.repository';
import { RegisterCouple } from './application/register-couple';
import { UpdateCoupleProfile } from './application/update-couple-profile';
import { SavePartialSignup } from './application/save-partial-signup';
import { PartialSignupHousekeeping } from './adapters/housekeeping/partial-signup-housekeeping';
import { CoupleDemoData } from './adapters/demo/couple-demo-data';
import { CoupleProfileController } from './adapters/http/couple-profile.controller';
import { SignupController } from './adapters/http/signup.controller';
import { CoupleProfilePersonalData } from './adapters/persistence/couple-profile-personal-data';
import { TypeOrmCoupleRepository } from './adapters/persistence/typeorm-couple.repository';
import { TypeOrmPartialSignupRepository } from './adapters/persistence/typeorm-partial-signup.repository';

/** Global because identity reads a couple's city (its members' default language) through its CoupleCities port and cannot import this module, which depends on identity. */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [SignupController, CoupleProfileController],
  providers: [
    { provide: CoupleRepository, useClass: TypeOrmCoupleRepository },
    { provide: PartialSignupRepository, useClass: TypeOrmPartialSignupRepository },
    CoupleProfiles,
    RegisterCouple,
    SavePartialSignup,
    UpdateCoupleProfile,
    CoupleDemoData,
    PartialSignupHousekeeping,
    ...personalDataHolder(CoupleProfilePersonalData),
    { provide: CoupleCities, useClass: ProfileCoupleCities },
  ],
  exports: [CoupleProfiles, CoupleCities],
})
export class CoupleProfileModule {}
