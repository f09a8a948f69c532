import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CHOOSE_A_LANGUAGE, LANGUAGES } from '../../../../kernel/languages';
import type { Language } from '../../../../kernel/languages';

/** The member's choice; null goes back to their couple's city's default language. */
export class LanguageChoiceDto {
  @ApiProperty({ type: String, enum: LANGUAGES, nullable: true, description: "The language to read us in; null: the couple's city's default." })
  @IsIn([...LANGUAGES, null], { message: CHOOSE_A_LANGUAGE })
  language: Language | null;
}

export class MemberLanguageDto {
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', description: 'The language the member now reads us in (their choice, else their city’s default).' })
  language: Language;
  @ApiProperty({ type: String, enum: LANGUAGES, nullable: true, description: "The member's own choice; null: their couple's city's default." })
  chosen: Language | null;
}
