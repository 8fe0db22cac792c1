import { createContext, useContext } from 'react';
import type { Operator } from '@portal/domain/backoffice';

/** The signed-in operator, given by the console frame to every page under it. */
export const OperatorContext = createContext<Operator | null>(null);

export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator() must be used inside the console frame');
  return operator;
}

/** Reports and operator management are the admins' (issue 14); agents work protocols only. */
export function isAdmin(operator: Operator): boolean {
  return operator.role === 'admin';
}
