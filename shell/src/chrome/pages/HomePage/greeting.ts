import type { User } from '@ppp/domain';

/** The home page's greeting (spec-1): 'Witaj, {first name or email}!'. */
export const greetingOf = (user: Pick<User, 'firstName' | 'email'>) =>
  `Witaj, ${user.firstName || user.email || 'Użytkowniku'}!`;
