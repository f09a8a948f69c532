import { ApiProperty } from '@nestjs/swagger';
import type { SignedInProfile } from '../../application/current-user';

export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  @ApiProperty({ enum: ['primary', 'partner', 'admin'] }) role: string;
  is_admin: boolean;
  email_verified: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) couple_id: string | null;
  service_terminated: boolean;

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
  isAuthenticated: boolean;
  isAdmin: boolean;
}
