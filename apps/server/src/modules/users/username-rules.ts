import { authMessages } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { usernameSkeleton } from '../../lib/username-skeleton';
import type { UsersRepository } from './users.repository';

/**
 * Whether a new account may take this (normalised) name: not when the name is
 * taken in any case, nor when it looks like a taken one (same UTS #39
 * skeleton). Answers the skeleton to store; a 409 otherwise.
 */
export async function claimableUsername(users: UsersRepository, username: string): Promise<string> {
  if (await users.findByUsername(username)) throw new HttpError(409, authMessages.conflict);
  const skeleton = usernameSkeleton(username);
  if (await users.findByUsernameSkeleton(skeleton)) {
    throw new HttpError(409, authMessages.usernameConfusable);
  }
  return skeleton;
}

/**
 * Gives accounts older than the skeleton column their skeleton. An old account
 * whose name looks like an earlier account's keeps none (the unique index
 * refuses it): it can still sign in, and no new look-alike can join it.
 * Answers the names left without one.
 */
export async function backfillUsernameSkeletons(users: UsersRepository): Promise<string[]> {
  const lookAlikes: string[] = [];
  for (const { id, username } of await users.listWithoutUsernameSkeleton()) {
    if (!(await users.setUsernameSkeleton(id, usernameSkeleton(username)))) lookAlikes.push(username);
  }
  return lookAlikes;
}
