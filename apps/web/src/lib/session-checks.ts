import { nullable, num, shape, str } from './guards';

/** The user object of the login answer and the profile (packages/shared userSchema). */
export const userCheck = shape({
  id: num,
  username: str,
  email: str,
  role: str,
  displayName: nullable(str),
  membershipExpiresAt: nullable(str),
});

export const loginAnswerCheck = shape({ access_token: str, user: userCheck });
