/** What a built-in database user needs before it is sent: an id and a password (the spec's '{name} is required', docs/product-spec.md §5). */
export interface UserDraft {
  userId: string;
  password: string;
  isSuperuser: boolean;
}

export type UserProblem = 'user-id-required' | 'password-required';

export function userProblems(draft: UserDraft, editing: boolean): Partial<Record<'userId' | 'password', UserProblem>> {
  const problems: Partial<Record<'userId' | 'password', UserProblem>> = {};
  if (!editing && !draft.userId.trim()) problems.userId = 'user-id-required';
  if (!draft.password) problems.password = 'password-required';
  return problems;
}
