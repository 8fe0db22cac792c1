import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';
import {
  operatorAnswer,
  operatorRowAnswer,
  operatorsAnswer,
  type Operator,
  type OperatorRow,
} from '@portal/domain/backoffice';

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: backofficeKeys.operators(),
    queryFn: async ({ signal }) => operatorsAnswer.parse(await backofficeRequest('/operators', { signal })).operators,
    retry: false,
  });

/** The operators (admins only: an agent's page never enables it, so an agent sends no request). */
export function useOperators(enabled: boolean) {
  return useQuery({ ...operatorsQueryOptions(), enabled });
}

export interface NewOperatorInput {
  email: string;
  name: string;
  role: Operator['role'];
  brands: number[];
}

/**
 * POST operators → 201 with the new operator. 409 `operator_exists` for a taken e-mail, 400 for a field the server
 * refuses, 404 for a brand outside the admin's: all reach the form as a BackofficeError with the server's message.
 */
export async function addOperator(input: NewOperatorInput): Promise<Operator> {
  return operatorAnswer.parse(await backofficeRequest('/operators', { method: 'POST', body: input })).operator;
}

export interface OperatorChange {
  name?: string;
  role?: Operator['role'];
  /** Among the admin's own brands; the operator's other brands are kept by the server. */
  brands?: number[];
  active?: boolean;
}

/**
 * PATCH operators/:id → 200 with the operator as the list shows them. 409 `operator_self` (an admin deactivating or
 * demoting herself) and `last_admin`, 404 for an operator or brand outside the admin's, 403 for an agent.
 */
export async function changeOperator(id: number, change: OperatorChange): Promise<OperatorRow> {
  return operatorRowAnswer.parse(await backofficeRequest(`/operators/${id}`, { method: 'PATCH', body: change }))
    .operator;
}
