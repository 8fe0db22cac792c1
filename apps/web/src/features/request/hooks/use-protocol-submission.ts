import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROTOCOL_FAILURE_REDIRECT_MS } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { isApiError } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { notifySuccess } from '../../../lib/notify';
import { protocolKeys } from '../../../lib/protocol-keys';
import { useGenerateProtocol } from '../api/generate-protocol';
import { uploadProtocolFile } from '../api/upload-file';
import type { ProtocolPayload } from '../lib/build-payload';
import { createKeyKeeper } from '../../../lib/idempotency-key';
import { runUploads, type QueuedUpload } from '../lib/upload-queue';
import type { UploadProgress } from '../components/success-dialog/success-dialog';

export type SubmissionPhase = 'idle' | 'submitting' | 'failed' | 'created';

export interface SubmitInput {
  payload: ProtocolPayload;
  uploads: readonly QueuedUpload[];
  /** Runs once the protocol exists, before the uploads: clear the creation data and the selection (spec §4). */
  onCreated: (prtId: number) => void;
  /** Runs once every upload settled: clear the photo list (spec §4). */
  onUploadsDone: () => void;
}

export interface ProtocolSubmission {
  phase: SubmissionPhase;
  prtId: number | null;
  upload: UploadProgress;
  submit: (input: SubmitInput) => Promise<void>;
}

const NO_UPLOADS: UploadProgress = { total: 0, done: 0, failed: 0, failures: [], finishedAt: null };

/**
 * Protocol generation then the uploads (spec §4 'Protocol generation'). One request at a time: a second submit while
 * one is in flight, or after the protocol exists, does nothing. A retry of the same confirmation carries the same
 * Idempotency-Key. On failure the api-client has shown the error toast; the shopper goes to /home after
 * PROTOCOL_FAILURE_REDIRECT_MS. The uploads are not tied to the page: leaving it does not stop them.
 */
export function useProtocolSubmission(): ProtocolSubmission {
  const { t } = useTranslation('request');
  const generate = useGenerateProtocol();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const [prtId, setPrtId] = useState<number | null>(null);
  const [upload, setUpload] = useState<UploadProgress>(NO_UPLOADS);
  const busy = useRef(false);
  const keyFor = useRef(createKeyKeeper());
  const failureRedirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (failureRedirect.current) clearTimeout(failureRedirect.current);
    },
    [],
  );

  const submit = useCallback(
    async ({ payload, uploads, onCreated, onUploadsDone }: SubmitInput) => {
      if (busy.current) return;
      busy.current = true;
      setPhase('submitting');
      let created: number;
      try {
        const answer = await generate.mutateAsync({
          payload,
          idempotencyKey: keyFor.current(JSON.stringify(payload)),
        });
        created = answer.prt_id;
      } catch (error) {
        setPhase('failed');
        // A 401 already sends the shopper to /login.
        if (!(isApiError(error) && error.status === 401)) {
          failureRedirect.current = setTimeout(() => navigateTo('/home'), PROTOCOL_FAILURE_REDIRECT_MS);
        }
        return;
      }

      setPrtId(created);
      setPhase('created');
      onCreated(created);
      // The list the success dialog leads to must show the new protocol first, not a cached one without it.
      void queryClient.invalidateQueries({ queryKey: protocolKeys.all });
      const withInvoices = uploads.some((entry) => entry.isInvoice);
      const context = withInvoices ? 'files' : undefined;
      setUpload({ ...NO_UPLOADS, total: uploads.length, withInvoices });
      const report = await runUploads(
        uploads,
        (entry) =>
          uploadProtocolFile({ file: entry.file, isInvoice: entry.isInvoice, item: entry.item, prtId: created }),
        (progress) => setUpload({ ...progress, finishedAt: null, withInvoices }),
      );
      onUploadsDone();
      if (uploads.length > 0) void queryClient.invalidateQueries({ queryKey: protocolKeys.files(created) });
      setUpload({ ...report, finishedAt: Date.now(), withInvoices });
      // Failed files are named, with their reasons, in the success dialog, which then stays (issue 23): no toast too.
      if (report.total > 0 && report.failed === 0)
        notifySuccess(t('success.uploadSuccess', { count: report.total, context }));
    },
    [generate, queryClient, t],
  );

  return { phase, prtId, upload, submit };
}
