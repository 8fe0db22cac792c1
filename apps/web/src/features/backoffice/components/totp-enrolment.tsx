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
 * The Base32 key of an otpauth address ('JBSW Y3DP EHPK 3PXP'), in groups of four as authenticator apps show it: most
 * apps take a typed key ('Enter a setup key'), not an address (issue 46). Null when the address carries none.
 */
export function totpKeyOf(otpauthUri: string): string | null {
  let secret: string | null = null;
  try {
    secret = new URL(otpauthUri).searchParams.get('secret');
  } catch {
    return null;
  }
  if (!secret) return null;
  return (
    secret
      .toUpperCase()
      .replace(/[^A-Z2-7]/g, '')
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/**
 * First sign-in: the QR code to scan with an authenticator app, its key to type into an app that cannot scan, and
 * the same otpauth address as text for an app on this computer. The SVG is shown as an image (a data: URL), never inserted as markup, so
 * nothing in it can run.
 */
export function TotpEnrolment({ otpauthUri, qrSvg }: TotpEnrolmentProps) {
  const { t } = useTranslation('backoffice');
  const [copied, setCopied] = useState<string | null>(null);
  const key = totpKeyOf(otpauthUri);
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
      {key ? (
        <>
          <Text size="sm">{t('signIn.keyLabel')}</Text>
          <Code block style={{ fontSize: '1.1em', letterSpacing: '0.05em' }}>
            {key}
          </Code>
        </>
      ) : null}
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
