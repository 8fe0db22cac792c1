import { useEffect, useState } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { COPY_CONFIRMATION_MS } from '@portal/domain';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { copyText, type CopyResult } from '../../../lib/clipboard';
import { useTranslation } from '../../../lib/translation';

/** Copies a code; the confirmation (or why it failed) shows for COPY_CONFIRMATION_MS, as the wallet's coupons do. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation(['protocols', 'common']);
  const [result, setResult] = useState<{ result: CopyResult } | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return (
    <span>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconCopy size={16} aria-hidden="true" />}
        onClick={() => void copyText(text).then((next) => setResult({ result: next }))}
      >
        {label}
        {/* Named by its visible text plus the code (WCAG 2.5.3). */}
        <VisuallyHidden> {text}</VisuallyHidden>
      </Button>
      <Text component="span" size="xs" role="status" display="block" mt={2} c={result?.result.ok ? 'teal.9' : 'red.9'}>
        {result === null
          ? null
          : result.result.ok
            ? t('protocols:detail.shipping.copied')
            : t('protocols:detail.shipping.copyFailed', { reason: t(result.result.reasonKey) })}
      </Text>
    </span>
  );
}
