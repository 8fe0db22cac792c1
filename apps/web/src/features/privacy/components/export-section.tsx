import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { RETENTION } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { sendPurposeCode, startExport } from '../api/privacy-api';
import { CodeStep } from './code-step';
import { Section } from './section';

/** Download everything as one ZIP: a fresh code first, then a link usable once within 24 h (also sent by e-mail). */
export function ExportSection() {
  const { t } = useTranslation('privacy');
  const [result, setResult] = useState<{ downloadUrl: string | null } | null>(null);
  return (
    <Section id="privacy-export" title={t('export.title')}>
      <Text>{t('export.explanation', { hours: RETENTION.exportHours })}</Text>
      {result ? (
        <div role="status">
          {result.downloadUrl ? (
            <Anchor href={result.downloadUrl} download="meus-dados.zip" fw={600}>
              {t('export.download')}
            </Anchor>
          ) : (
            <Text>{t('export.preparing')}</Text>
          )}
        </div>
      ) : (
        <CodeStep
          idPrefix="privacy-export"
          startLabel={t('export.start')}
          confirmLabel={t('export.confirm')}
          send={() => sendPurposeCode('export')}
          confirm={async (code) => setResult(await startExport(code))}
        />
      )}
    </Section>
  );
}
