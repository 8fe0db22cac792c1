import { useEffect, useState } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { COPY_CONFIRMATION_MS } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { copyText, type CopyResult } from '../../../lib/clipboard';
import { IconClipboardCheck, IconCopy } from '../icons';

/** Copies a coupon code; the confirmation (or why it failed) shows for COPY_CONFIRMATION_MS (spec §2: 8 s). */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const [result, setResult] = useState<{ result: CopyResult } | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const copied = result?.result.ok === true;
  return (
    <span>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={
          copied ? <IconClipboardCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
        }
        onClick={() => void copyText(code).then((next) => setResult({ result: next }))}
      >
        {t('wallet:coupons.copy')}
        {/* Named by its visible text plus the code (WCAG 2.5.3), so each row's button is told apart. */}
        <VisuallyHidden> {code}</VisuallyHidden>
      </Button>
      <Text component="span" size="xs" role="status" display="block" mt={2} c={copied ? 'teal.9' : 'red.9'}>
        {result === null
          ? null
          : result.result.ok
            ? t('wallet:coupons.copied')
            : t('wallet:coupons.copyFailed', { reason: t(result.result.reasonKey) })}
      </Text>
    </span>
  );
}
