import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_POLICY_MESSAGE } from '../../domain/password-policy';

export class ChangePasswordDto {
  @ApiProperty({ example: 'Cl4ret&Candles', maxLength: 200 }) @IsString() @IsNotEmpty({ message: 'Please enter your current password.' }) @MaxLength(200) current_password: string;
  @ApiProperty({ example: 'N3w&Better-Pass', description: PASSWORD_POLICY_MESSAGE, minLength: 8, maxLength: 200 }) @IsString() @IsNotEmpty({ message: 'Please enter a new password.' }) @MaxLength(200) new_password: string;
  @ApiProperty({ example: 'N3w&Better-Pass', description: 'Must equal new_password.', maxLength: 200 }) @IsString() @MaxLength(200) confirm_password: string;
}
