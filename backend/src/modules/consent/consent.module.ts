import { accountEmailFollower, IdentityModule, MarketingConsent, personalDataHolder } from '../identity';
import { NewsletterMarketingConsent } from './adapters/identity/newsletter-marketing-consent';
import { NewsletterEmailFollower } from './adapters/identity/newsletter-email-follower';
import { MemberNewsletterController } from './adapters/http/member-newsletter.controller';
import { MemberNewsletter } from './application/member-newsletter';
import { ConsentPersonalData } from './adapters/persistence/consent-personal-data';
import { Global, Module } from '@nestjs/common';
import { CookieConsentRepository } from './application/cookie-consent.repository';
import { JoinWaitlist } from './application/join-waitlist';
import { LeaveWaitlist } from './application/leave-waitlist';
import { NewsletterRepository } from './application/newsletter.repository';
import { RecordCookieConsent } from './application/record-cookie-consent';
import { SubscribeNewsletter } from './application/subscribe-newsletter';
import { UnsubscribeNewsletter } from './application/unsubscribe-newsletter';
import { WaitlistRepository } from './application/waitlist.repository';
import { ConsentHousekeeping } from './adapters/housekeeping/consent-housekeeping';
import { ConfirmConsent } from './application/confirm-consent';
import { ConsentConfirmationRepository } from './application/consent-confirmation.repository';
import { RequestConsentConfirmation } from './application/request-consent-confirmation';
import { TypeOrmConsentConfirmationRepository } from './adapters/persistence/typeorm-consent-confirmation.repository';
import { CookieConsentController } from './adapters/http/cookie-consent.controller';
import { NewsletterController } from './adapters/http/newsletter.controller';
import { WaitlistController } from './adapters/http/waitlist.controller';
import { TypeOrmCookieConsentRepository } from './adapters/persistence/typeorm-cookie-consent.repository';
import { TypeOrmNewsletterRepository } from './adapters/persistence/typeorm-newsletter.repository';
import { TypeOrmWaitlistRepository } from './adapters/persistence/typeorm-waitlist.repository';

/** Global because identity records and shows the marketing consent through its MarketingConsent port and cannot import this module, which depends on identity. */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [WaitlistController, NewsletterController, MemberNewsletterController, CookieConsentController],
  providers: [
    { provide: WaitlistRepository, useClass: TypeOrmWaitlistRepository },
    { provide: NewsletterRepository, useClass: TypeOrmNewsletterRepository },
    { provide: CookieConsentRepository, useClass: TypeOrmCookieConsentRepository },
    { provide: ConsentConfirmationRepository, useClass: TypeOrmConsentConfirmationRepository },
    RequestConsentConfirmation,
    ConfirmConsent,
    JoinWaitlist,
    LeaveWaitlist,
    SubscribeNewsletter,
    MemberNewsletter,
    UnsubscribeNewsletter,
    RecordCookieConsent,
    ConsentHousekeeping,
    ...personalDataHolder(ConsentPersonalData),
    ...accountEmailFollower(NewsletterEmailFollower),
    { provide: MarketingConsent, useClass: NewsletterMarketingConsent },
  ],
  exports: [MarketingConsent],
})
export class ConsentModule {}
