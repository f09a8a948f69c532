import { ApiProperty } from '@nestjs/swagger';
import type { SignedInProfile } from '../../application/current-user';

export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() first_name: string;
  @ApiProperty({ nullable: true, type: String }) last_name: string | null;
  @ApiProperty({ enum: ['primary', 'partner', 'admin'] }) role: string;
  @ApiProperty() is_admin: boolean;
  @ApiProperty() email_verified: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) couple_id: string | null;
  @ApiProperty() service_terminated: boolean;

  static from(user: SignedInProfile): CurrentUserDto {
    return {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      is_admin: user.isAdmin,
      email_verified: user.emailVerified,
      couple_id: user.coupleId,
      service_terminated: user.serviceTerminated,
    };
  }
}

export class AdminStatusDto {
  @ApiProperty() isAuthenticated: boolean;
  @ApiProperty() isAdmin: boolean;
}
