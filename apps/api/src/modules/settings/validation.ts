import type { PolicyIssue } from '@portal/domain';
import { DomainError } from '../../lib/errors';
import { settingsMessages } from './messages';

/** 400 naming the first field a domain rule refused, with the rule's code: the code the console's form shows. */
export function refuseIssues(issues: readonly PolicyIssue[]): void {
  const [first] = issues;
  if (first) {
    throw new DomainError('validation', settingsMessages.invalid, { code: first.code, params: { field: first.field } });
  }
}

export function settingNotFound(code = 'setting_not_found'): DomainError {
  return new DomainError('not_found', settingsMessages.notFound, { code });
}
