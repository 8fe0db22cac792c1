import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failedJobRetryAnswer, failedJobsAnswer, type FailedJobRow } from '@portal/domain/backoffice';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';

const failedJobsKey = [...backofficeKeys.all, 'failed-jobs'] as const;

/** The background jobs given up after their last attempt (issue 47, ADR 0089), newest first. Admins only. */
export function useFailedJobs(enabled: boolean) {
  return useQuery({
    queryKey: failedJobsKey,
    queryFn: async ({ signal }): Promise<FailedJobRow[]> =>
      failedJobsAnswer.parse(await backofficeRequest('/jobs/failed', { signal })).rows,
    enabled,
    retry: false,
  });
}

/** 'Try again': the job is queued now with its attempts reset; the list is read again whatever happened. */
export function useRetryFailedJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (job: Pick<FailedJobRow, 'id'>) =>
      failedJobRetryAnswer.parse(await backofficeRequest(`/jobs/failed/${job.id}/retry`, { method: 'POST', body: {} })),
    onSettled: () => client.invalidateQueries({ queryKey: failedJobsKey }),
  });
}
