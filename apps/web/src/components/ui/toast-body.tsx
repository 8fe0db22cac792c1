import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';

/** Body of a toast that has an OK button (notify({ withOkButton: true })). */
export function ToastBody({ message, okLabel, onOk }: { message: ReactNode; okLabel: string; onOk: () => void }) {
  return (
    <div>
      <Text size="sm" component="div">
        {message}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" onClick={onOk}>
          {okLabel}
        </Button>
      </Group>
    </div>
  );
}
