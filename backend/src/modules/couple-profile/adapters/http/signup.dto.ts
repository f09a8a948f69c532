import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  Equals,
  IsArray,
  IsBoolean,
  IsDateString,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { CHOOSE_A_LANGUAGE, LANGUAGES } from '../../../../kernel/languages';
import type { Language } from '../../../../kernel/languages';
import { EMAIL_FORMAT_MESSAGE, EmailField } from '../../../../platform/http/email-field';
import { CurrentUserDto } from '../../../identity';
import {
  AGE_PREFERENCES,
  BUDGETS,
  COMMUNICATION_STYLES,
  COUPLE_TYPE_PREFERENCES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DINING_FREQUENCIES,
  DINING_VIBES,
  GENDERS,
  IDEAL_SOCIAL_OUTINGS,
  LIFE_STAGES,
  DEFAULT_LOCATION,
  MAX_OTHER_DIETARY_LENGTH,
  MAX_TRAVEL_DESTINATIONS,
  PLANNING_STYLES,
  REASONS_FOR_JOINING,
} from '../../domain/profile-options';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_MESSAGE = (field: string) => `${field} must be a date in the form YYYY-MM-DD`;
/** One string, dial code first: '+353 871234567'. */
const PHONE = /^\+\d{1,4} \d[\d ]{3,18}$/;
const oneOf = (values: readonly string[]) => `must be one of: ${values.join(' | ')}`;
const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The whole signup form of the four-step wizard, with the spec's field names. */
export class SignupDto {
  @ApiProperty({ isArray: true, enum: REASONS_FOR_JOINING, enumName: 'ReasonForJoining', description: 'Reasons for joining; at least one.' })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select at least one reason for joining.' })
  @ArrayUnique()
  @IsIn(REASONS_FOR_JOINING, { each: true, message: `bringingToTablemates ${oneOf(REASONS_FOR_JOINING)}` })
  bringingToTablemates: string[];

  @ApiPropertyOptional({ enum: LIFE_STAGES, enumName: 'LifeStage', nullable: true })
  @IsOptional()
  @IsIn(LIFE_STAGES, { message: `lifeStagePreference ${oneOf(LIFE_STAGES)}` })
  lifeStagePreference?: string | null;

  @ApiProperty({ example: 'Aoife', maxLength: 100 }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) first_name: string;
  @ApiProperty({ example: 'Murphy', maxLength: 100 }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) last_name: string;

  @ApiProperty({ format: 'date', example: '1990-05-17', description: 'ISO date; at least 18 years old.' })
  @Matches(ISO_DATE, { message: ISO_DATE_MESSAGE('date_of_birth') })
  @IsDateString({ strict: true }, { message: ISO_DATE_MESSAGE('date_of_birth') })
  date_of_birth: string;

  @EmailField('Your email; must not be registered (any letter case).') email: string;

  @ApiProperty({ enum: GENDERS, enumName: 'Gender' }) @IsIn(GENDERS, { message: `gender ${oneOf(GENDERS)}` }) gender: string;

  @ApiProperty({ example: '+353 871234567', description: 'Dial code, a space, then the number.' })
  @Transform(trim)
  @IsString()
  @Matches(PHONE, { message: 'phone_number must be a dial code and a number, e.g. +353 871234567' })
  phone_number: string;

  @ApiProperty({ example: 'Cian', maxLength: 100 }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) partner_first_name: string;

  @ApiPropertyOptional({
    example: 'cian@example.ie',
    type: String,
    nullable: true,
    format: 'email',
    description: 'Must differ from email ignoring case and must not be registered.',
  })
  @Transform(trim)
  @ValidateIf((form: SignupDto) => isPresent(form.partner_email))
  @IsString()
  @MaxLength(320)
  @IsEmail({}, { message: EMAIL_FORMAT_MESSAGE })
  partner_email?: string | null;

  @ApiProperty({ enum: GENDERS, enumName: 'Gender' }) @IsIn(GENDERS, { message: `partner_gender ${oneOf(GENDERS)}` }) partner_gender: string;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true, description: "Kept only when partner_gender is 'Prefer not to say'." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  partnerGenderOther?: string | null;

  @ApiProperty({ format: 'date', example: '1991-08-02' })
  @Matches(ISO_DATE, { message: ISO_DATE_MESSAGE('partner_date_of_birth') })
  @IsDateString({ strict: true }, { message: ISO_DATE_MESSAGE('partner_date_of_birth') })
  partner_date_of_birth: string;

  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() opt_in_for_marketing?: boolean;

  @ApiProperty({ enum: DINING_FREQUENCIES, enumName: 'DiningFrequency' })
  @IsIn(DINING_FREQUENCIES, { message: `diningFrequencyNew ${oneOf(DINING_FREQUENCIES)}` })
  diningFrequencyNew: string;

  @ApiProperty({ isArray: true, enum: BUDGETS, enumName: 'Budget', description: "At least one; 'Open to all price ranges!' stands alone." })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select your restaurant price preference.' })
  @ArrayUnique()
  @IsIn(BUDGETS, { each: true, message: `restaurant_price_preference ${oneOf(BUDGETS)}` })
  restaurant_price_preference: string[];

  @ApiProperty({ example: 'Dublin', default: DEFAULT_LOCATION, description: 'An open city (GET /api/cities): the couple books dinners there.' })
  @IsString({ message: 'Please choose your location.' })
  @MaxLength(100)
  location: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    description: "The browser's language, kept as the member's choice (Settings changes it); absent: the city's default language.",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: CHOOSE_A_LANGUAGE })
  language?: Language;

  @ApiProperty({ isArray: true, enum: CUISINES, enumName: 'Cuisine', description: "At least 2, or 'Surprise Us!' alone." })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select at least 2 cuisine types to proceed.' })
  @ArrayUnique()
  @IsIn(CUISINES, { each: true, message: `cuisine_types ${oneOf(CUISINES)}` })
  cuisine_types: string[];

  @ApiProperty({
    isArray: true,
    enum: DIETARY_RESTRICTIONS,
    enumName: 'DietaryRestriction',
    description: "At least one; 'None' stands alone; 'Other' needs otherDietaryRestrictions.",
  })
  @IsArray()
  @ArrayMinSize(1, { message: "Please select your dietary restrictions, or 'None'." })
  @ArrayUnique()
  @IsIn(DIETARY_RESTRICTIONS, { each: true, message: `dietary_restrictions ${oneOf(DIETARY_RESTRICTIONS)}` })
  dietary_restrictions: string[];

  @ApiPropertyOptional({ type: String, maxLength: MAX_OTHER_DIETARY_LENGTH, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_OTHER_DIETARY_LENGTH)
  otherDietaryRestrictions?: string | null;

  // The minimum is checked with the profile's other rules (all their messages at once); the schema states it.
  @ApiProperty({ isArray: true, enum: DINING_VIBES, enumName: 'DiningVibe', description: 'At least one.', minItems: 1 })
  @IsArray()
  @ArrayUnique()
  @IsIn(DINING_VIBES, { each: true, message: `diningVibe ${oneOf(DINING_VIBES)}` })
  diningVibe: string[];

  @ApiProperty({ isArray: true, enum: IDEAL_SOCIAL_OUTINGS, enumName: 'IdealSocialOuting', description: 'At least two.', minItems: 2 })
  @IsArray()
  @ArrayUnique()
  @IsIn(IDEAL_SOCIAL_OUTINGS, { each: true, message: `idealSocialOuting ${oneOf(IDEAL_SOCIAL_OUTINGS)}` })
  idealSocialOuting: string[];

  @ApiProperty({ enum: AGE_PREFERENCES, enumName: 'AgePreference' })
  @IsIn(AGE_PREFERENCES, { message: 'Please select your age preference to proceed.' })
  socialAgePreference: string;

  @ApiPropertyOptional({ isArray: true, enum: COUPLE_TYPE_PREFERENCES, enumName: 'CoupleTypePreference' })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(COUPLE_TYPE_PREFERENCES, { each: true, message: `diverseCouplesPreference ${oneOf(COUPLE_TYPE_PREFERENCES)}` })
  diverseCouplesPreference?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: MAX_TRAVEL_DESTINATIONS, description: 'Up to 3 country names.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TRAVEL_DESTINATIONS, { message: 'Please select up to 3 travel destinations.' })
  @ArrayUnique()
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(100, { each: true })
  travelDestinations?: string[];

  @ApiProperty({ enum: PLANNING_STYLES, enumName: 'PlanningStyle' })
  @IsIn(PLANNING_STYLES, { message: 'Please select your social planning style to proceed.' })
  planningStyle: string;

  @ApiProperty({ enum: COMMUNICATION_STYLES, enumName: 'CommunicationStyle' })
  @IsIn(COMMUNICATION_STYLES, { message: 'Please select your social interaction preference to proceed.' })
  communication_style: string;

  @ApiProperty({
    example: 'Cl4ret&Candles',
    minLength: 8,
    description: '8+ characters with an uppercase letter, a lowercase letter, a number and one of !@#$%^&*.',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;

  @ApiProperty({ example: 'Cl4ret&Candles', description: 'Must equal password.' }) @IsString() @MaxLength(200) confirm_password: string;

  @ApiProperty({ description: 'Must be true.' })
  @IsBoolean()
  @Equals(true, { message: 'You must accept the Terms of Service and Privacy Policy to continue' })
  accepted_terms: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'The id returned by save-partial-signup, if any.' })
  @IsOptional()
  @IsUUID()
  user_id?: string;
}

export class SignupResponseDto {
  @ApiProperty({ type: CurrentUserDto, description: 'The new primary member, signed in (email not yet verified).' }) user: CurrentUserDto;
  @ApiProperty({ example: 'Registration successful' }) message: string;
}

/**
 * Whatever the wizard holds when the visitor leaves step 1. Only the email is required;
 * values are stored as given (passwords never).
 */
export class PartialSignupDto {
  @EmailField('Keys the saved data (any letter case).') email: string;
  @IsOptional() @IsArray() @IsString({ each: true }) bringingToTablemates?: string[];
  @IsOptional() @IsString() @MaxLength(100) lifeStagePreference?: string | null;
  @IsOptional() @IsString() @MaxLength(100) first_name?: string;
  @IsOptional() @IsString() @MaxLength(100) last_name?: string;
  @IsOptional() @IsString() @MaxLength(20) date_of_birth?: string;
  @IsOptional() @IsString() @MaxLength(40) gender?: string;
  @IsOptional() @IsString() @MaxLength(40) phone_number?: string;
  @IsOptional() @IsString() @MaxLength(100) partner_first_name?: string;
  @ApiPropertyOptional({ type: String, maxLength: 320, nullable: true }) @IsOptional() @IsString() @MaxLength(320) partner_email?: string | null;
  @IsOptional() @IsString() @MaxLength(40) partner_gender?: string;
  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true }) @IsOptional() @IsString() @MaxLength(100) partnerGenderOther?: string | null;
  @IsOptional() @IsString() @MaxLength(20) partner_date_of_birth?: string;
  @IsOptional() @IsBoolean() opt_in_for_marketing?: boolean;
  @IsOptional() @IsString() @MaxLength(100) diningFrequencyNew?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) restaurant_price_preference?: string[];
  @IsOptional() @IsString() @MaxLength(100) location?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) cuisine_types?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) dietary_restrictions?: string[];
  @ApiPropertyOptional({ type: String, maxLength: MAX_OTHER_DIETARY_LENGTH, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_OTHER_DIETARY_LENGTH)
  otherDietaryRestrictions?: string | null;
  @IsOptional() @IsArray() @IsString({ each: true }) diningVibe?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) idealSocialOuting?: string[];
  @IsOptional() @IsString() @MaxLength(100) socialAgePreference?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) diverseCouplesPreference?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) travelDestinations?: string[];
  @IsOptional() @IsString() @MaxLength(100) planningStyle?: string;
  @IsOptional() @IsString() @MaxLength(100) communication_style?: string;
  @ApiPropertyOptional({ description: 'Accepted and ignored: never stored.' }) @IsOptional() @IsString() password?: string;
  @ApiPropertyOptional({ description: 'Accepted and ignored: never stored.' }) @IsOptional() @IsString() confirm_password?: string;
  @IsOptional() @IsBoolean() accepted_terms?: boolean;
  @ApiPropertyOptional({ format: 'uuid', description: 'An id from an earlier save; the row is keyed by email anyway.' })
  @IsOptional()
  @IsUUID()
  user_id?: string;
}

export class PartialSignupResponseDto {
  @ApiProperty({ format: 'uuid', description: 'Id of the saved partial signup; send it back with the signup.' }) user_id: string;
  @ApiProperty({ example: 'Progress saved' }) message: string;
}
