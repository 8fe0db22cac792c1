import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Group, Image, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN, IMAGE_ZOOM_STEP } from '@portal/domain';

/** Texts of the viewer, in the caller's namespace (shared components own no locale file). */
export interface ImageViewerLabels {
  title: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  close: string;
  /** How to zoom with a mouse and keys, read by screen readers and shown under the image. */
  hint: string;
  /** How to zoom on a touch screen (coarse pointer), where there is no double-click nor keys (issue 46). */
  hintTouch: string;
  /** The current zoom for screen readers, e.g. (percent) => `Zoom ${percent}%`. */
  zoomLevel: (percent: number) => string;
}

/** A namespace's `t` (the keys are read as plain strings). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The viewer's labels from the caller's namespace, whose locale files hold a `viewer` block (title, zoomIn, zoomOut,
 * reset, close, hint, zoomLevel with {{percent}}): one mapping for every feature that shows the viewer.
 */
export function viewerLabels(t: Translate): ImageViewerLabels {
  return {
    title: t('viewer.title'),
    zoomIn: t('viewer.zoomIn'),
    zoomOut: t('viewer.zoomOut'),
    reset: t('viewer.reset'),
    close: t('viewer.close'),
    hint: t('viewer.hint'),
    // A namespace without a touch text (the back office, used at a desk) keeps its one hint.
    hintTouch: t('viewer.hintTouch', { defaultValue: t('viewer.hint') }),
    zoomLevel: (percent) => t('viewer.zoomLevel', { percent }),
  };
}

export interface ImageViewerProps {
  opened: boolean;
  onClose: () => void;
  src: string | null;
  alt: string;
  labels: ImageViewerLabels;
}

/** What the reset button shows; also the end of its accessible name. */
const ORIGINAL_SIZE_GLYPH = '1:1';

// Zoom is kept in whole steps so 1.0 + 3 × 0.1 is exactly the 1.3 of spec §9, never 1.2999….
const MAX_STEPS = Math.round((IMAGE_ZOOM_MAX - IMAGE_ZOOM_MIN) / IMAGE_ZOOM_STEP);

export function zoomOf(steps: number): number {
  return Math.round((IMAGE_ZOOM_MIN + steps * IMAGE_ZOOM_STEP) * 100) / 100;
}

function clampSteps(steps: number): number {
  return Math.min(MAX_STEPS, Math.max(0, steps));
}

/**
 * The image viewer of spec §2 'Modals and alerts': a dialog with the picture, zoomed from 1.0 to 1.3 in steps of 0.1
 * (spec §9) by double-click (one step in; past the maximum back to 1.0), by the + and − keys anywhere in the dialog
 * (0 resets) or by the buttons. Each opening starts at 1.0.
 */
export function ImageViewer({ opened, onClose, src, alt, labels }: ImageViewerProps) {
  const [steps, setSteps] = useState(0);
  const zoom = zoomOf(steps);
  const percent = Math.round(zoom * 100);
  // A phone or tablet: no mouse to double-click, no keys; a double tap and the buttons work.
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const hint = touch ? labels.hintTouch : labels.hint;

  // On the whole dialog, so the keys work as soon as it opens (focus starts on Close), not only once the image has it.
  // Ctrl/Cmd/Alt combinations stay the browser's (Ctrl + is page zoom).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=' || event.key === 'Add') {
      event.preventDefault();
      setSteps((current) => clampSteps(current + 1));
    } else if (event.key === '-' || event.key === '−' || event.key === 'Subtract') {
      event.preventDefault();
      setSteps((current) => clampSteps(current - 1));
    } else if (event.key === '0') {
      event.preventDefault();
      setSteps(0);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setSteps(0);
        onClose();
      }}
      title={labels.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': labels.close }}
      onKeyDown={onKeyDown}
    >
      <Box
        tabIndex={0}
        role="group"
        aria-label={`${alt}. ${hint}`}
        data-zoom={zoom}
        style={{ overflow: 'auto', maxHeight: '70vh', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        {src ? (
          <Image
            src={src}
            alt={alt}
            onDoubleClick={() => setSteps((current) => (current >= MAX_STEPS ? 0 : current + 1))}
            fit="contain"
            mah="65vh"
            style={{
              transform: `scale(${zoom})`,
              transformOrigin: 'center top',
              transition: 'transform 120ms ease-out',
              cursor: steps >= MAX_STEPS ? 'zoom-out' : 'zoom-in',
              userSelect: 'none',
              // No double-tap page zoom over the image: the double tap is the viewer's own zoom (a dblclick).
              touchAction: 'manipulation',
            }}
          />
        ) : null}
      </Box>
      <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={labels.zoomOut}
            disabled={steps === 0}
            onClick={() => setSteps((current) => clampSteps(current - 1))}
          >
            <span aria-hidden="true">−</span>
          </ActionIcon>
          <Text size="sm" miw={48} ta="center" role="status" aria-live="polite" aria-label={labels.zoomLevel(percent)}>
            {percent}%
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={labels.zoomIn}
            disabled={steps >= MAX_STEPS}
            onClick={() => setSteps((current) => clampSteps(current + 1))}
          >
            <span aria-hidden="true">+</span>
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            // The visible '1:1' is part of the name (WCAG 2.5.3 label in name): a voice user says what they see. Not in
            // parentheses: axe (and assistive tech matching) drops parenthetical text before comparing.
            aria-label={`${labels.reset} ${ORIGINAL_SIZE_GLYPH}`}
            disabled={steps === 0}
            onClick={() => setSteps(0)}
          >
            <span aria-hidden="true">{ORIGINAL_SIZE_GLYPH}</span>
          </ActionIcon>
        </Group>
      </Group>
    </Modal>
  );
}
