import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROTOCOL_FAILURE_REDIRECT_MS } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { isApiError } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { notifySuccess } from '../../../lib/notify';
import { protocolKeys } from '../../../lib/protocol-keys';
import { useGenerateProtocol, type GenerateAnswer } from '../api/generate-protocol';
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
  /** The first protocol created (the spec's answer). */
  prtId: number | null;
  /** Every protocol the request became (ADR 0030: one per path and invoice). */
  prtIds: readonly number[];
  /** The protocol of the first file that failed (where to send it again), or null. */
  missingFilesPrtId: number | null;
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
  const [prtIds, setPrtIds] = useState<readonly number[]>([]);
  const [missingFilesPrtId, setMissingFilesPrtId] = useState<number | null>(null);
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
      let answer: GenerateAnswer;
      try {
        answer = await generate.mutateAsync({
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
      setPrtIds(answer.prt_ids);
      setPhase('created');
      onCreated(created);
      // The list the success dialog leads to must show the new protocol first, not a cached one without it.
      void queryClient.invalidateQueries({ queryKey: protocolKeys.all });
      const withInvoices = uploads.some((entry) => entry.isInvoice);
      const context = withInvoices ? 'files' : undefined;
      setUpload({ ...NO_UPLOADS, total: uploads.length, withInvoices });
      // Each file goes to the protocol its item became part of, at its position there (a split request, ADR 0030).
      const targetOf = (item: number) => answer.item_protocols?.[item - 1] ?? { prt_id: created, position: item };
      const report = await runUploads(
        uploads,
        (entry) => {
          const target = targetOf(entry.item);
          return uploadProtocolFile({
            file: entry.file,
            isInvoice: entry.isInvoice,
            item: target.position,
            prtId: target.prt_id,
          });
        },
        (progress) => setUpload({ ...progress, finishedAt: null, withInvoices }),
      );
      onUploadsDone();
      if (uploads.length > 0) {
        for (const id of answer.prt_ids) void queryClient.invalidateQueries({ queryKey: protocolKeys.files(id) });
      }
      const firstFailure = report.failures[0];
      setMissingFilesPrtId(firstFailure ? targetOf(firstFailure.item).prt_id : null);
      setUpload({ ...report, finishedAt: Date.now(), withInvoices });
      // Failed files are named, with their reasons, in the success dialog, which then stays (issue 23): no toast too.
      if (report.total > 0 && report.failed === 0)
        notifySuccess(t('success.uploadSuccess', { count: report.total, context }));
    },
    [generate, queryClient, t],
  );

  return { phase, prtId, prtIds, missingFilesPrtId, upload, submit };
}
