import '@mantine/core/styles/Code.css';
import { useState } from 'react';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { copyText } from '../../../lib/clipboard';

interface TotpEnrolmentProps {
  otpauthUri: string;
  qrSvg: string;
}

/**
 * First sign-in: the QR code to scan with an authenticator app, and the same otpauth address as text for an app on
 * this computer or a person who cannot scan. The SVG is shown as an image (a data: URL), never inserted as markup, so
 * nothing in it can run.
 */
export function TotpEnrolment({ otpauthUri, qrSvg }: TotpEnrolmentProps) {
  const { t } = useTranslation('backoffice');
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('signIn.enrolTitle')}</Text>
      <Text size="sm">{t('signIn.enrolText')}</Text>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={t('signIn.qrAlt')}
        width={200}
        height={200}
        style={{ alignSelf: 'center', background: 'white' }}
      />
      <Text size="sm">{t('signIn.uriLabel')}</Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {otpauthUri}
      </Code>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            void copyText(otpauthUri).then((result) =>
              setCopied(result.ok ? t('signIn.uriCopied') : t(result.reasonKey)),
            )
          }
        >
          {t('signIn.copyUri')}
        </Button>
        <Text size="sm" role="status">
          {copied}
        </Text>
      </Group>
    </Stack>
  );
}
