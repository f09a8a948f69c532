import { User } from '../domain/user';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string | null;
  passwordHash: string;
  role: User['role'];
  isAdmin: boolean;
  emailVerified: boolean;
}

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract create(user: NewUser): Promise<User>;
  abstract makeAdmin(id: string, passwordHash: string): Promise<void>;
}
