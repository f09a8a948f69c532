import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../platform/config/app-config';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { CurrentUserDto, startSession } from '../../../identity';
import { RegisterCouple } from '../../application/register-couple';
import { SavePartialSignup } from '../../application/save-partial-signup';
import { coupleProfileOf } from './couple-profile-form';
import { partialSignupTokenOf, setPartialSignupToken } from './partial-signup-cookie';
import { PartialSignupDto, PartialSignupResponseDto, SignupDto, SignupResponseDto } from './signup.dto';

const FIFTEEN_MINUTES = 15 * 60_000;

@ApiTags('auth')
@Controller('auth')
export class SignupController {
  constructor(
    private readonly registerCouple: RegisterCouple,
    private readonly savePartial: SavePartialSignup,
    private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @RateLimit(10, 60 * 60_000)
  @ApiOperation({
    summary: 'Sign up a couple',
    description:
      'Creates the couple, its profile and the primary member from the whole wizard form, emails the verification link (valid 24 hours) through the mail outbox, and signs the member in (sets the session cookie). A repeated sign-up of a registered email gets 400 `IDENTITY.EMAIL_REGISTERED` with `emailExists: true`.',
  })
  @ApiCreatedResponse({ type: SignupResponseDto, description: 'The couple is created and the member signed in (Set-Cookie).' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'Fields named in `fields`: missing or malformed values, values outside the option lists, mutually exclusive options, weak password, same or registered emails (emailExists: true).',
  })
  async signup(@Body() form: SignupDto, @Req() request: Request): Promise<SignupResponseDto> {
    const user = await this.registerCouple.execute({
      profile: coupleProfileOf(form),
      primary: {
        email: form.email,
        password: form.password,
        confirmPassword: form.confirm_password,
        firstName: form.first_name,
        lastName: form.last_name,
        gender: form.gender,
        dateOfBirth: form.date_of_birth,
        phoneNumber: form.phone_number,
        location: form.location,
        optInForMarketing: form.opt_in_for_marketing ?? false,
        language: form.language ?? null,
      },
      partner: {
        firstName: form.partner_first_name,
        lastName: null,
        email: form.partner_email || null,
        gender: form.partner_gender,
        genderOther: form.partnerGenderOther?.trim() || null,
        dateOfBirth: form.partner_date_of_birth,
      },
    });
    await startSession(request, { id: user.id });
    return { user: CurrentUserDto.from(user), message: 'Registration successful' };
  }

  @Post('save-partial-signup')
  @HttpCode(200)
  @RateLimit(30, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Save an unfinished sign-up',
    description:
      "Saves the sign-up wizard's data when leaving step 1, keyed by email, so an unfinished sign-up can be followed up. Passwords are never stored. The first save of an email binds it to this browser (an httpOnly cookie holding a random token, stored hashed); a save of that email from another browser changes nothing and gets the same answer, so the answer never tells whether an address started a sign-up.",
  })
  @ApiOkResponse({ type: PartialSignupResponseDto, description: 'The partial sign-up is saved (Set-Cookie: the browser token).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async savePartialSignup(
    @Body() form: PartialSignupDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PartialSignupResponseDto> {
    const { email, ...data } = form;
    const publicUrl = this.config.get('publicUrl');
    const saved = await this.savePartial.execute(email, data, partialSignupTokenOf(request, publicUrl));
    setPartialSignupToken(response, publicUrl, saved.browserToken);
    return { user_id: saved.id, message: 'Progress saved' };
  }
}
