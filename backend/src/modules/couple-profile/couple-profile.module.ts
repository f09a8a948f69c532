import { Module } from '@nestjs/common';
import { IdentityModule, personalDataHolder } from '../identity';
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
  ],
  exports: [CoupleProfiles],
})
export class CoupleProfileModule {}
